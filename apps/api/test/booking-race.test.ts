import { addDays } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 15's race suite: 100 different customers at once, for the identical time, for overlapping times and for
 * 'any' staff. On PostgreSQL (TEST_DATABASE_URL) the requests really run side by side on a connection pool; on
 * PGlite they queue on its single connection. Either way: never a 5xx, never two overlapping rows for one staff
 * member, and 'any' uses every capable staff member who is free.
 */
const CUSTOMERS = 100;
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL pool' : 'PGlite';

let t: TestApp;
let f: BookingFixture;
let customers: string[];
/** Every active staff member of the salon; all of them can do `f.serviceId` in this suite. */
let capable: number[];
beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  customers = await registerCustomers(t, CUSTOMERS);
  const staff = await rowsOf<{ id: number }>(
    t,
    sql`select id from salon_staff where salon_id = ${f.salonId} and is_active order by id`,
  );
  capable = staff.map((s) => Number(s.id));
  await t.database.db.execute(sql`insert into staff_services (salon_staff_id, service_id)
    select id, ${f.serviceId} from salon_staff where salon_id = ${f.salonId} and is_active
    on conflict do nothing`);
}, 240_000);
afterAll(async () => {
  await t.close();
});

function book(token: string, staff: number | 'any', date: string, time: string) {
  return t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token,
    headers: { 'idempotency-key': newKey() },
    body: { salon_id: f.salonId, salon_staff_id: staff, service_ids: [f.serviceId], date, time },
  });
}

const statusesOf = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const bookedStaff = (responses: LightMyRequestResponse[]) =>
  responses
    .filter((r) => r.statusCode === 201)
    .map((r) => (r.json() as { data: { staff: { salon_staff_id: number } } }).data.staff.salon_staff_id);

/** Pairs of live appointments of one staff member whose times overlap, on one day. */
async function overlapsOn(date: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from appointments a join appointments b on a.id < b.id
      and a.salon_staff_id = b.salon_staff_id and a.status <> 'cancelled' and b.status <> 'cancelled'
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.salon_id = ${f.salonId} and a.starts_at >= ${`${date}T00:00:00+03:00`}::timestamptz
        and a.starts_at < ${`${date}T23:59:59+03:00`}::timestamptz`,
  );
  return Number(row!.n);
}

describe(`race suite: ${CUSTOMERS} customers at once (${engine})`, () => {
  it('the identical staff member and time: one 201, the other 99 answer 409 slot_taken, one row', async () => {
    const day = f.tuesday;
    const responses = await Promise.all(customers.map((token) => book(token, capable[0]!, day, '10:00')));
    const codes = statusesOf(responses);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(CUSTOMERS - 1);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ success: false, conflict_type: 'slot_taken' });
    expect(await overlapsOn(day)).toBe(0);
  }, 120_000);

  it('overlapping start times on one staff member: never two overlapping rows, never a 5xx', async () => {
    const day = addDays(f.tuesday, 1);
    const times = ['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00', '11:15'];
    const responses = await Promise.all(
      customers.map((token, i) => book(token, capable[0]!, day, times[i % times.length]!)),
    );
    const codes = statusesOf(responses);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    expect(await overlapsOn(day)).toBe(0);
  }, 120_000);

  it("'any' staff: every capable staff member who is free gets exactly one booking, the rest 409", async () => {
    const day = addDays(f.tuesday, 2);
    // One capable staff member is already busy at that time: 'any' must use all the others, and only them.
    const busy = capable[capable.length - 1]!;
    const first = await book(customers[0]!, busy, day, '14:00');
    expect(first.statusCode).toBe(201);
    const free = capable.filter((id) => id !== busy);
    expect(free.length).toBeGreaterThanOrEqual(2);

    const responses = await Promise.all(customers.map((token) => book(token, 'any', day, '14:00')));
    const codes = statusesOf(responses);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(free.length);
    expect(codes.filter((c) => c === 409)).toHaveLength(CUSTOMERS - free.length);
    expect(bookedStaff(responses).sort((a, b) => a - b)).toEqual(free);
    expect(await overlapsOn(day)).toBe(0);
  }, 120_000);

  it("'any' and named staff mixed over a morning: 0 overlaps, 0 × 5xx, and no free capable staff left idle", async () => {
    const day = addDays(f.tuesday, 3);
    const times = ['09:00', '09:30', '10:00', '10:30'];
    const responses = await Promise.all(
      customers.map((token, i) =>
        book(token, i % 3 === 0 ? capable[i % capable.length]! : 'any', day, times[i % times.length]!),
      ),
    );
    const codes = statusesOf(responses);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(await overlapsOn(day)).toBe(0);
    // A refused time must mean every capable staff member is busy then: none is left idle while a customer got 409.
    const refusedTimes = new Set(
      responses.flatMap((r, i) => (r.statusCode === 409 ? [times[i % times.length]!] : [])),
    );
    expect(refusedTimes.size).toBeGreaterThan(0);
    for (const time of refusedTimes) {
      const from = `${day}T${time}:00+03:00`;
      const idle = await rowsOf<{ id: number }>(
        t,
        sql`select st.id from salon_staff st where st.id in ${sql.raw(`(${capable.join(',')})`)}
          and not exists (select 1 from appointments a where a.salon_staff_id = st.id and a.status <> 'cancelled'
            and tstzrange(a.starts_at, a.ends_at) && tstzrange(${from}::timestamptz,
              ${from}::timestamptz + make_interval(mins => ${f.serviceMinutes})))`,
      );
      expect({ time, idle: idle.map((r) => Number(r.id)) }).toEqual({ time, idle: [] });
    }
  }, 120_000);
});
