import { addDays } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let f: BookingFixture;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  customer = await t.loginAs('customer');
});
afterAll(async () => {
  await t.close();
});

const post = (time: string, key: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: customer,
    headers: { 'idempotency-key': key },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.tuesday,
      time,
    },
  });

describe('no double booking under concurrency', () => {
  it(`50 simultaneous POSTs for one staff member and time: one 201, 49 × 409, one row (${process.env.TEST_DATABASE_URL ? 'PostgreSQL pool' : 'PGlite'})`, async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => post('10:00', newKey())));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ conflict_type: 'slot_taken' });
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments where salon_staff_id = ${f.staff[0]!.id}
        and status <> 'cancelled' and starts_at < ${`${f.tuesday}T11:00:00+03:00`}::timestamptz
        and ends_at > ${`${f.tuesday}T10:00:00+03:00`}::timestamptz`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it(`'any' staff raced by 20 customers a time, three times: both capable staff booked, the rest 409, never a 5xx (${process.env.TEST_DATABASE_URL ? 'PostgreSQL pool' : 'PGlite'})`, async () => {
    const customers = await registerCustomers(t, 20);
    const wednesday = addDays(f.tuesday, 1);
    for (const time of ['09:00', '10:00', '11:00']) {
      const responses = await Promise.all(
        customers.map((token) =>
          t.request({
            method: 'POST',
            url: '/api/v1/appointments',
            token,
            headers: { 'idempotency-key': newKey() },
            body: {
              salon_id: f.salonId,
              salon_staff_id: 'any',
              service_ids: [f.serviceId],
              date: wednesday,
              time,
            },
          }),
        ),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c >= 500)).toEqual([]);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(18);
      const booked = responses
        .filter((r) => r.statusCode === 201)
        .map((r) => (r.json() as { data: { staff: { salon_staff_id: number } } }).data.staff.salon_staff_id)
        .sort((a, b) => a - b);
      expect(booked).toEqual(f.staff.map((s) => s.id).sort((a, b) => a - b));
    }
  }, 120_000);

  it('overlapping but different start times race too: never two overlapping rows', async () => {
    const times = ['13:00', '13:15', '13:30', '13:00', '13:15', '13:30', '13:45', '13:00'];
    const responses = await Promise.all(times.map((time) => post(time, newKey())));
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments a join appointments b on a.id < b.id
        and a.salon_staff_id = b.salon_staff_id and a.status <> 'cancelled' and b.status <> 'cancelled'
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
        where a.salon_staff_id = ${f.staff[0]!.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('the same Idempotency-Key sent 10 times at once books once and answers the same every time', async () => {
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('16:00', key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    const ids = new Set(responses.map((r) => (r.json() as { data: { id: number } }).data.id));
    expect(ids.size).toBe(1);
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments where salon_staff_id = ${f.staff[0]!.id}
        and starts_at = ${`${f.tuesday}T16:00:00+03:00`}::timestamptz`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  // Deterministic on PostgreSQL only: it needs a second connection holding the staff row lock (PGlite has one).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a booking waits for a blocking being written for that staff member and then sees it (no slot under a blocking)',
    async () => {
      const staff = f.staff[0]!;
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // What the availability endpoints do when they write a blocking: lock the staff row, check, insert.
      const writer = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from salon_staff where id = ${staff.id} for update`);
        await tx.execute(sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date,
          start_time, end_time, reason) values (${f.salonId}, ${staff.id}, ${staff.userId}, 'meeting', ${f.tuesday},
          '11:00', '12:00', 'Toplantı')`);
        locked();
        await committed;
      });
      await lockTaken;
      let settled = false;
      const booking = post('11:00', newKey()).finally(() => (settled = true));
      // The booking must be waiting on the lock, not answering from the state before the blocking.
      for (;;) {
        const [waiting] = await rowsOf<{ n: number }>(
          t,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (settled || waiting!.n > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(settled).toBe(false);
      commit();
      await writer;
      const response = await booking;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ conflict_type: 'slot_taken' });
    },
  );
});
