import type { StaffDashboard } from '@salonya/contracts/staff-dashboard';
import {
  staffDashboardResponseSchema,
  staffServicesResponseSchema,
} from '@salonya/contracts/staff-dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/** Issue 20: the staff dashboard (/personel) — the staff member's own day, state right now, week and takings. */
let t: TestApp;
let f: BookingFixture;
let staffToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  staffToken = await t.loginAs('staff');
  customerToken = await t.loginAs('customer');
});
afterAll(async () => {
  await t.close();
});

async function dashboard(token = staffToken): Promise<StaffDashboard> {
  const res = await t.request({ method: 'GET', url: '/api/v1/staff/dashboard', token });
  expect(res.statusCode).toBe(200);
  return staffDashboardResponseSchema.parse(res.json()).data;
}

async function book(staffId: number, time: string): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: customerToken,
    headers: { 'idempotency-key': newKey() },
    body: { salon_id: f.salonId, salon_staff_id: staffId, service_ids: [f.serviceId], date: f.tuesday, time },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

describe('GET /api/v1/staff/dashboard', () => {
  it('answers a visitor 401 and a customer, owner or admin 403', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/staff/dashboard' })).statusCode).toBe(401);
    for (const role of ['customer', 'salon_owner', 'admin'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/v1/staff/dashboard',
        token: await t.loginAs(role),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('shows the day in order, the next customer, the state right now and only the own appointments', async () => {
    const me = f.staff[0]!;
    const colleague = f.staff[1]!;
    const ten = await book(me.id, '10:00');
    const fourteen = await book(me.id, '14:00');
    const colleagues = await book(colleague.id, '11:00');

    f.setClock(f.tuesday, '09:30');
    let d = await dashboard();
    expect(d.date).toBe(f.tuesday);
    expect(d.salon.id).toBe(f.salonId);
    expect(d.today.map((a) => a.id)).toEqual([ten, fourteen]);
    expect(d.today.map((a) => a.start_time)).toEqual(['10:00', '14:00']);
    expect(d.today.some((a) => a.id === colleagues)).toBe(false);
    expect(d.next_appointment_id).toBe(ten);
    expect(d.now).toEqual({ kind: 'free', until: '10:00', appointment_id: null });
    expect(d.today_status).toBe('Müsait');
    expect(d.today[0]!.service_names.length).toBeGreaterThan(0);
    expect(d.today[0]!.total_price_kurus).toBe(50_000);

    f.setClock(f.tuesday, '10:10');
    d = await dashboard();
    expect(d.now).toMatchObject({ kind: 'appointment', appointment_id: ten });
    expect(d.next_appointment_id).toBe(ten);
    expect(d.earned_today_kurus).toBe(0);
    expect(d.today[0]!.allowed_actions).toContain('complete');
    expect(d.today[0]!.allowed_actions).not.toContain('cancel');

    // Completing the visit moves 'next' on and counts the takings.
    const done = await t.request({
      method: 'POST',
      url: `/api/v1/staff/appointments/${ten}/complete`,
      token: staffToken,
    });
    expect(done.statusCode).toBe(200);
    d = await dashboard();
    expect(d.next_appointment_id).toBe(fourteen);
    expect(d.earned_today_kurus).toBe(50_000);
    expect(d.completed_today).toBe(1);
    expect(d.week.completed).toBeGreaterThanOrEqual(1);
    expect(d.week.from <= f.tuesday && f.tuesday <= d.week.to).toBe(true);
  });

  it('says Molalı with a break today and shows the break right now; Blokajlı with a blocking', async () => {
    const me = f.staff[0]!;
    await t.database.db.execute(sql`insert into staff_breaks (salon_id, salon_staff_id, staff_user_id, name,
      start_time, end_time, days) values (${f.salonId}, ${me.id}, ${me.userId}, 'Öğle arası', '12:30', '13:30',
      '{tuesday}')`);
    f.setClock(f.tuesday, '12:45');
    let d = await dashboard();
    expect(d.today_status).toBe('Molalı');
    expect(d.now).toEqual({ kind: 'break', until: '13:30', appointment_id: null });

    await t.database.db
      .execute(sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date,
      start_time, end_time, reason) values (${f.salonId}, ${me.id}, ${me.userId}, 'meeting', ${f.tuesday},
      '16:00', '17:00', 'Toplantı')`);
    f.setClock(f.tuesday, '16:30');
    d = await dashboard();
    expect(d.today_status).toBe('Blokajlı');
    expect(d.now).toEqual({ kind: 'blocking', until: '17:00', appointment_id: null });

    f.setClock(f.tuesday, '19:00');
    d = await dashboard();
    expect(d.now.kind).toBe('off');
  });

  it('answers 404 with a Turkish message when the staff member has no active membership', async () => {
    const me = f.staff[0]!;
    await t.database.db.execute(sql`update salon_staff set is_active = false where id = ${me.id}`);
    try {
      const res = await t.request({ method: 'GET', url: '/api/v1/staff/dashboard', token: staffToken });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('personel') });
    } finally {
      await t.database.db.execute(sql`update salon_staff set is_active = true where id = ${me.id}`);
    }
  });
});

describe('GET /api/v1/staff/services', () => {
  it("lists only the services assigned to the staff member, with duration and price; others' tokens get 403", async () => {
    const me = f.staff[0]!;
    const res = await t.request({ method: 'GET', url: '/api/v1/staff/services', token: staffToken });
    expect(res.statusCode).toBe(200);
    const { data } = staffServicesResponseSchema.parse(res.json());
    expect(data.salon.id).toBe(f.salonId);
    const assigned = await rowsOf<{ service_id: number }>(
      t,
      sql`select ss.service_id from staff_services ss join services s on s.id = ss.service_id
        where ss.salon_staff_id = ${me.id} and s.archived_at is null`,
    );
    expect(data.services.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      assigned.map((r) => Number(r.service_id)).sort((a, b) => a - b),
    );
    const test = data.services.find((s) => s.id === f.serviceId)!;
    expect(test).toMatchObject({ price_kurus: 50_000, duration_minutes: f.serviceMinutes });

    // Taking a service away removes it from the list at once.
    await t.database.db.execute(
      sql`delete from staff_services where salon_staff_id = ${me.id} and service_id = ${f.secondServiceId}`,
    );
    const after = staffServicesResponseSchema.parse(
      (await t.request({ method: 'GET', url: '/api/v1/staff/services', token: staffToken })).json(),
    );
    expect(after.data.services.some((s) => s.id === f.secondServiceId)).toBe(false);

    for (const role of ['customer', 'salon_owner', 'admin'] as const) {
      const other = await t.request({
        method: 'GET',
        url: '/api/v1/staff/services',
        token: await t.loginAs(role),
      });
      expect(other.statusCode).toBe(403);
    }
  });
});
