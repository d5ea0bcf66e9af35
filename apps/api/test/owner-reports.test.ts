import { istanbulInstant } from '@salonya/domain/booking/time';
import { REPORT_RANGE_MESSAGES } from '@salonya/domain/reports/period';
import type { OwnerDashboard, OwnerReports, StaffPerformance } from '@salonya/contracts/owner-reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * The owner's dashboard, staff performance and reports (issue 16 scope 6) on a salon built here: two staff (Ayşe
 * works the opening hours Mon–Sat 09:00–18:00, Mehmet his own Mon–Fri 10:00–14:00), two services, and the week of
 * Monday 2027-03-01 with completed, no-show, cancelled, confirmed and pending appointments; the clock is Wednesday
 * 2027-03-03 12:00 in Istanbul. Another salon of the same owner and another owner's salon get appointments in the
 * same week, which no figure may include.
 */

let t: TestApp;
let owner: string;
let salonId: number;
let emptySalonId: number;
let foreignSalonId: number;
let otherOwnSalonId: number;
let ayse: number;
let mehmet: number;
const appointmentIds: Record<string, number> = {};

const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return istanbulInstant(date, h * 60 + m).toISOString();
};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(t, query);
  if (!row) throw new Error('no row');
  return row;
}

async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await one<{ id: number }>(query)).id);
}

interface Booking {
  key: string;
  salon?: number;
  staff: number;
  customer: number | null;
  guest?: { name: string; phone: string };
  date: string;
  start: string;
  end: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  services: { id: number | null; name: string; price: number; minutes: number }[];
}

async function book(b: Booking) {
  const staff = await one<{ user_id: number; salon_id: number }>(
    sql`select user_id, salon_id from salon_staff where id = ${b.staff}`,
  );
  const price = b.services.reduce((s, x) => s + x.price, 0);
  const minutes = b.services.reduce((s, x) => s + x.minutes, 0);
  const id = await idOf(sql`insert into appointments (salon_id, customer_user_id, guest_name, guest_phone,
      salon_staff_id, staff_user_id, starts_at, ends_at, status, total_price_kurus, total_duration_minutes)
    values (${staff.salon_id}, ${b.customer}, ${b.guest?.name ?? null}, ${b.guest?.phone ?? null}, ${b.staff},
      ${staff.user_id}, ${at(b.date, b.start)}::timestamptz, ${at(b.date, b.end)}::timestamptz, ${b.status},
      ${price}, ${minutes})
    returning id`);
  let position = 0;
  for (const s of b.services)
    await t.database.db.execute(sql`insert into appointment_services
      (appointment_id, service_id, position, name, price_kurus, duration_minutes)
      values (${id}, ${s.id}, ${position++}, ${s.name}, ${s.price}, ${s.minutes})`);
  appointmentIds[b.key] = id;
}

async function newSalon(ownerId: number, name: string, template: number): Promise<number> {
  return idOf(sql`insert into salons (owner_user_id, name, description, salon_type, gender_focus, province_id,
      district_id, address, latitude, longitude, phone, status)
    select ${ownerId}, ${name}, '', salon_type, gender_focus, province_id, district_id, address, latitude,
      longitude, null, 'active'
    from salons where id = ${template} returning id`);
}

async function get<T>(url: string, token = owner) {
  const res = await t.request({ method: 'GET', url: `/api/v1/salon-owner/salons/${url}`, token });
  return { status: res.statusCode, body: res.json<{ success: boolean; data: T; message?: string }>(), res };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('salon_owner');
  const ownerRow = await one<{ id: number; salon_id: number }>(
    sql`select u.id, min(s.id) as salon_id from users u join salons s on s.owner_user_id = u.id
        where u.email = 'salon@salonya.test' group by u.id`,
  );
  const ownerId = Number(ownerRow.id);
  const firstSalon = Number(ownerRow.salon_id);
  otherOwnSalonId = firstSalon;
  salonId = await newSalon(ownerId, 'Rapor Test Salonu', firstSalon);
  emptySalonId = await newSalon(ownerId, 'Yeni Boş Salon', firstSalon);
  await t.database.db
    .execute(sql`update salons set description = 'Merkezde bir salon', phone = '+902125550000'
    where id = ${salonId}`);
  await t.database.db.execute(sql`update salons set status = 'pending' where id = ${emptySalonId}`);
  await t.database.db.execute(sql`insert into salon_opening_hours (salon_id, weekday, opens_at, closes_at)
    select ${salonId}, d, case when d < 7 then '09:00'::time end, case when d < 7 then '18:00'::time end
    from generate_series(1, 7) d`);

  const staffUsers = await rowsOf<{ id: number }>(
    t,
    sql`select id from users where user_type = 'staff' order by (email = 'personel@salonya.test') desc, id limit 2`,
  );
  ayse = await idOf(sql`insert into salon_staff (salon_id, user_id, display_name, title)
    values (${salonId}, ${staffUsers[0]!.id}, 'Ayşe Test', 'Kuaför') returning id`);
  mehmet = await idOf(sql`insert into salon_staff (salon_id, user_id, display_name, title)
    values (${salonId}, ${staffUsers[1]!.id}, 'Mehmet Test', 'Renk Uzmanı') returning id`);
  // An inactive colleague without appointments: not listed, no capacity.
  await t.database.db.execute(sql`insert into salon_staff (salon_id, user_id, display_name, is_active)
    select ${salonId}, id, 'Eski Personel', false from users where user_type = 'staff'
    and id not in (${staffUsers[0]!.id}, ${staffUsers[1]!.id}) order by id limit 1`);
  await t.database.db
    .execute(sql`insert into staff_working_hours (salon_staff_id, weekday, starts_at, ends_at)
    select ${mehmet}, d, '10:00', '14:00' from generate_series(1, 5) d`);

  const category = await idOf(sql`select id from categories order by id limit 1`);
  const cut = await idOf(sql`insert into services (salon_id, category_id, name, duration_minutes, price_kurus)
    values (${salonId}, ${category}, 'Saç Kesimi', 30, 40000) returning id`);
  const dye = await idOf(sql`insert into services (salon_id, category_id, name, duration_minutes, price_kurus)
    values (${salonId}, ${category}, 'Boya', 60, 120000) returning id`);
  await t.database.db.execute(sql`insert into staff_services (salon_staff_id, service_id)
    values (${ayse}, ${cut}), (${ayse}, ${dye}), (${mehmet}, ${cut}), (${mehmet}, ${dye})`);
  const CUT = { id: cut, name: 'Saç Kesimi', price: 40000, minutes: 30 };
  const DYE = { id: dye, name: 'Boya', price: 120000, minutes: 60 };

  const customers = await rowsOf<{ id: number }>(
    t,
    sql`select id from users where user_type = 'customer' order by (email = 'musteri@salonya.test') desc, id limit 2`,
  );
  const c1 = Number(customers[0]!.id);
  const c2 = Number(customers[1]!.id);

  // Before the week: c1's first visit (so c1 is returning in March).
  await book({
    key: 'feb',
    staff: ayse,
    customer: c1,
    date: '2027-02-15',
    start: '10:00',
    end: '10:30',
    status: 'completed',
    services: [CUT],
  });
  await book({
    key: 'a1',
    staff: ayse,
    customer: c1,
    date: '2027-03-01',
    start: '10:00',
    end: '10:30',
    status: 'completed',
    services: [CUT],
  });
  await book({
    key: 'a2',
    staff: mehmet,
    customer: c2,
    date: '2027-03-01',
    start: '11:00',
    end: '12:00',
    status: 'completed',
    services: [DYE],
  });
  await book({
    key: 'a3',
    staff: ayse,
    customer: c1,
    date: '2027-03-02',
    start: '09:00',
    end: '09:30',
    status: 'no_show',
    services: [CUT],
  });
  await book({
    key: 'a4',
    staff: mehmet,
    customer: null,
    guest: { name: 'Zeynep Misafir', phone: '+905551112233' },
    date: '2027-03-02',
    start: '10:00',
    end: '11:30',
    status: 'cancelled',
    services: [CUT, DYE],
  });
  await book({
    key: 'a5',
    staff: ayse,
    customer: c2,
    date: '2027-03-03',
    start: '09:00',
    end: '10:00',
    status: 'completed',
    services: [DYE],
  });
  await book({
    key: 'a6',
    staff: ayse,
    customer: c1,
    date: '2027-03-03',
    start: '14:00',
    end: '14:30',
    status: 'confirmed',
    services: [CUT],
  });
  await book({
    key: 'a7',
    staff: mehmet,
    customer: null,
    guest: { name: 'Can Yılmaz', phone: '+905554445566' },
    date: '2027-03-04',
    start: '10:00',
    end: '11:00',
    status: 'pending',
    services: [DYE],
  });

  // Reviews of Ayşe in the week (4.5 on average) and one of Mehmet long before.
  await t.database.db
    .execute(sql`insert into reviews (salon_id, salon_staff_id, customer_user_id, rating, created_at)
    values (${salonId}, ${ayse}, ${c1}, 5, ${at('2027-03-01', '18:00')}::timestamptz),
           (${salonId}, ${ayse}, ${c2}, 4, ${at('2027-03-02', '18:00')}::timestamptz),
           (${salonId}, ${mehmet}, ${c2}, 1, ${at('2026-01-02', '18:00')}::timestamptz)`);

  // The same week in the owner's other salon and in another owner's salon: never counted here.
  const ownStaff = await one<{ id: number }>(
    sql`select id from salon_staff where salon_id = ${firstSalon} and is_active order by id limit 1`,
  );
  // The seed's appointments follow the real clock; on some day they could reach the fixed week.
  await t.database.db.execute(
    sql`update appointments set deleted_at = now() where salon_id = ${firstSalon} and deleted_at is null`,
  );
  await book({
    key: 'own-other',
    staff: Number(ownStaff.id),
    customer: c1,
    date: '2027-03-01',
    start: '10:00',
    end: '11:00',
    status: 'completed',
    services: [{ id: null, name: 'Başka', price: 99900, minutes: 60 }],
  });
  const foreign = await one<{ salon_id: number; staff_id: number }>(
    sql`select s.id as salon_id, st.id as staff_id from salons s join salon_staff st on st.salon_id = s.id
        where s.owner_user_id <> ${ownerId} order by s.id, st.id limit 1`,
  );
  foreignSalonId = Number(foreign.salon_id);
  await book({
    key: 'foreign',
    staff: Number(foreign.staff_id),
    customer: c2,
    date: '2027-03-02',
    start: '03:00',
    end: '04:00',
    status: 'completed',
    services: [{ id: null, name: 'Yabancı', price: 77700, minutes: 60 }],
  });

  t.clock.now = istanbulInstant('2027-03-03', 12 * 60).getTime();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /salon-owner/salons/:salonId/dashboard', () => {
  it("gives today's and the week's figures, the next customers and the pending confirmations", async () => {
    const { status, body } = await get<OwnerDashboard>(`${salonId}/dashboard`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d.salon).toEqual({ id: salonId, name: 'Rapor Test Salonu', status: 'active' });
    expect(d.generated_at).toBe('2027-03-03T12:00:00+03:00');
    expect(d.today).toEqual({
      from: '2027-03-03',
      to: '2027-03-03',
      appointments: { total: 2, pending: 0, confirmed: 1, completed: 1, cancelled: 0, no_show: 0 },
      revenue_kurus: 120000,
      // Ayşe 540 + Mehmet 240 available; 60 + 30 booked.
      occupancy: { booked_minutes: 90, available_minutes: 780, percent: 11.5 },
    });
    expect(d.week).toEqual({
      from: '2027-03-01',
      to: '2027-03-07',
      appointments: { total: 7, pending: 1, confirmed: 1, completed: 3, cancelled: 1, no_show: 1 },
      revenue_kurus: 280000,
      // Ayşe 6 × 540 + Mehmet 5 × 240; booked 150 + 120 (the cancelled one holds nothing).
      occupancy: { booked_minutes: 270, available_minutes: 4440, percent: 6.1 },
    });
    expect(d.next_appointments).toEqual([
      {
        id: appointmentIds.a6,
        starts_at: '2027-03-03T14:00:00+03:00',
        ends_at: '2027-03-03T14:30:00+03:00',
        status: 'confirmed',
        customer_name: expect.any(String),
        services: ['Saç Kesimi'],
        staff_name: 'Ayşe Test',
        total_price_kurus: 40000,
      },
      {
        id: appointmentIds.a7,
        starts_at: '2027-03-04T10:00:00+03:00',
        ends_at: '2027-03-04T11:00:00+03:00',
        status: 'pending',
        customer_name: 'Can Yılmaz',
        services: ['Boya'],
        staff_name: 'Mehmet Test',
        total_price_kurus: 120000,
      },
    ]);
    expect(d.pending_confirmations.map((a) => a.id)).toEqual([appointmentIds.a7]);
    expect(d.pending_confirmations_total).toBe(1);
    expect(d.checklist.map((i) => [i.key, i.done])).toEqual([
      ['services', true],
      ['staff', true],
      ['hours', true],
      ['profile', false],
    ]);
    expect(d.alerts.map((a) => a.key)).toEqual(['profile_incomplete', 'pending_confirmations']);
  });

  it('shows a new salon its set-up checklist, nothing checked', async () => {
    const { status, body } = await get<OwnerDashboard>(`${emptySalonId}/dashboard`);
    expect(status).toBe(200);
    expect(body.data.checklist).toEqual([
      expect.objectContaining({ key: 'services', href: '/salon/hizmetler', done: false }),
      expect.objectContaining({ key: 'staff', href: '/salon/personel', done: false }),
      expect.objectContaining({ key: 'hours', href: '/salon/personel-calisma-saatleri', done: false }),
      expect.objectContaining({ key: 'profile', href: '/salon/profil', done: false }),
    ]);
    expect(body.data.alerts.map((a) => a.key)).toEqual([
      'salon_pending',
      'no_services',
      'no_staff',
      'missing_hours',
      'profile_incomplete',
    ]);
    expect(body.data.week.appointments.total).toBe(0);
    expect(body.data.week.occupancy).toEqual({ booked_minutes: 0, available_minutes: 0, percent: null });
    expect(body.data.next_appointments).toEqual([]);
  });

  it('confirming the pending appointment (the existing owner endpoint) empties the list', async () => {
    // A copy of the state: confirm, check, then put it back for the other tests.
    const id = appointmentIds.a7!;
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${id}/confirm`,
      token: owner,
    });
    expect(res.statusCode).toBe(200);
    const { body } = await get<OwnerDashboard>(`${salonId}/dashboard`);
    expect(body.data.pending_confirmations).toEqual([]);
    expect(body.data.week.appointments).toMatchObject({ pending: 0, confirmed: 2 });
    await t.database.db.execute(
      sql`update appointments set status = 'pending', confirmed_at = null where id = ${id}`,
    );
  });
});

describe('GET /salon-owner/salons/:salonId/staff-performance', () => {
  it('gives each staff member their figures for the week', async () => {
    const { status, body } = await get<StaffPerformance>(`${salonId}/staff-performance?period=this_week`);
    expect(status).toBe(200);
    expect(body.data.range).toEqual({ period: 'this_week', from: '2027-03-01', to: '2027-03-07' });
    expect(body.data.staff).toEqual([
      {
        salon_staff_id: ayse,
        name: 'Ayşe Test',
        title: 'Kuaför',
        is_active: true,
        appointments: 4,
        completed: 2,
        no_shows: 1,
        cancellations: 0,
        revenue_kurus: 160000,
        rating_average: 4.5,
        review_count: 2,
        occupancy: { booked_minutes: 150, available_minutes: 3240, percent: 4.6 },
      },
      {
        salon_staff_id: mehmet,
        name: 'Mehmet Test',
        title: 'Renk Uzmanı',
        is_active: true,
        appointments: 3,
        completed: 1,
        no_shows: 0,
        cancellations: 1,
        revenue_kurus: 120000,
        rating_average: null,
        review_count: 0,
        occupancy: { booked_minutes: 120, available_minutes: 1200, percent: 10 },
      },
    ]);
  });

  it('takes a custom range (February: only the first visit)', async () => {
    const { body } = await get<StaffPerformance>(
      `${salonId}/staff-performance?period=custom&from=2027-02-01&to=2027-02-28`,
    );
    expect(body.data.range).toEqual({ period: 'custom', from: '2027-02-01', to: '2027-02-28' });
    const [a, m] = body.data.staff;
    expect(a).toMatchObject({ appointments: 1, completed: 1, revenue_kurus: 40000 });
    // 24 opening days × 540 for Ayşe, 20 weekdays × 240 for Mehmet.
    expect(a?.occupancy).toEqual({ booked_minutes: 30, available_minutes: 12960, percent: 0.2 });
    expect(m).toMatchObject({ appointments: 0, revenue_kurus: 0 });
    expect(m?.occupancy).toEqual({ booked_minutes: 0, available_minutes: 4800, percent: 0 });
  });
});

describe('GET /salon-owner/salons/:salonId/reports', () => {
  it('groups March by week: revenue, appointments, top services, new and returning customers', async () => {
    const { status, body } = await get<OwnerReports>(`${salonId}/reports?period=this_month&group_by=week`);
    expect(status).toBe(200);
    const r = body.data;
    expect(r.range).toEqual({ period: 'this_month', from: '2027-03-01', to: '2027-03-31', group_by: 'week' });
    expect(r.totals).toEqual({
      revenue_kurus: 280000,
      appointments: 7,
      completed: 3,
      cancelled: 1,
      no_show: 1,
      new_customers: 2,
      returning_customers: 1,
    });
    expect(r.series.map((s) => [s.key, s.label])).toEqual([
      ['2027-03-01', '1–7 Mar'],
      ['2027-03-08', '8–14 Mar'],
      ['2027-03-15', '15–21 Mar'],
      ['2027-03-22', '22–28 Mar'],
      ['2027-03-29', '29–31 Mar'],
    ]);
    expect(r.series[0]).toMatchObject({
      revenue_kurus: 280000,
      appointments: 7,
      completed: 3,
      cancelled: 1,
      no_show: 1,
      new_customers: 2,
      returning_customers: 1,
    });
    expect(r.series[1]).toMatchObject({ revenue_kurus: 0, appointments: 0, new_customers: 0 });
    expect(r.services).toEqual([
      { service_id: expect.any(Number), name: 'Boya', count: 3, revenue_kurus: 240000 },
      { service_id: expect.any(Number), name: 'Saç Kesimi', count: 3, revenue_kurus: 40000 },
    ]);
  });

  it('groups a custom range by day', async () => {
    const { body } = await get<OwnerReports>(
      `${salonId}/reports?period=custom&from=2027-03-01&to=2027-03-03&group_by=day`,
    );
    expect(
      body.data.series.map((s) => [
        s.key,
        s.revenue_kurus,
        s.appointments,
        s.completed,
        s.cancelled,
        s.no_show,
        s.new_customers,
        s.returning_customers,
      ]),
    ).toEqual([
      ['2027-03-01', 160000, 2, 2, 0, 0, 1, 1],
      ['2027-03-02', 0, 2, 0, 1, 1, 0, 0],
      ['2027-03-03', 120000, 2, 1, 0, 0, 0, 2],
    ]);
    expect(body.data.totals).toMatchObject({ new_customers: 1, returning_customers: 1 });
  });

  it('groups by month', async () => {
    const { body } = await get<OwnerReports>(
      `${salonId}/reports?period=custom&from=2027-02-01&to=2027-03-31&group_by=month`,
    );
    expect(
      body.data.series.map((s) => [s.label, s.revenue_kurus, s.new_customers, s.returning_customers]),
    ).toEqual([
      ['Şub 2027', 40000, 1, 0],
      ['Mar 2027', 280000, 2, 1],
    ]);
    expect(body.data.totals).toMatchObject({
      revenue_kurus: 320000,
      new_customers: 3,
      returning_customers: 0,
    });
  });
});

describe('switching salons', () => {
  it("answers for the salon in the path only: the owner's other salon has its own figures", async () => {
    const range = 'period=custom&from=2027-03-01&to=2027-03-07&group_by=week';
    const mine = await get<OwnerReports>(`${salonId}/reports?${range}`);
    const other = await get<OwnerReports>(`${otherOwnSalonId}/reports?${range}`);
    expect(mine.body.data.totals).toMatchObject({ revenue_kurus: 280000, appointments: 7 });
    expect(other.status).toBe(200);
    expect(other.body.data.totals).toMatchObject({ revenue_kurus: 99900, appointments: 1, completed: 1 });
    expect(other.body.data.services).toEqual([
      { service_id: null, name: 'Başka', count: 1, revenue_kurus: 99900 },
    ]);
    const staff = await get<StaffPerformance>(`${otherOwnSalonId}/staff-performance?${range}`);
    expect(staff.body.data.staff.map((s) => s.salon_staff_id)).not.toContain(ayse);
  });
});

describe('access and input', () => {
  const paths = (id: number | string) => [`${id}/dashboard`, `${id}/staff-performance`, `${id}/reports`];

  it("answers 404 for another owner's salon, a missing one and a malformed id", async () => {
    for (const id of [foreignSalonId, 999999, 'abc', '0'])
      for (const path of paths(id)) {
        const { status, body } = await get(path);
        expect(status, path).toBe(404);
        expect(body.success).toBe(false);
      }
  });

  it.each(['staff', 'customer'] as const)('refuses a %s token (403)', async (role) => {
    const token = await t.loginAs(role);
    for (const path of paths(salonId)) expect((await get(path, token)).status, path).toBe(403);
  });

  it('asks for a login (401)', async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/salon-owner/salons/${salonId}/dashboard` });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'period=custom',
      { from: [REPORT_RANGE_MESSAGES.dateRequired], to: [REPORT_RANGE_MESSAGES.dateRequired] },
    ],
    ['period=custom&from=2027-03-10&to=2027-03-01', { to: [REPORT_RANGE_MESSAGES.fromAfterTo] }],
    ['period=custom&from=2025-01-01&to=2026-12-31', { to: [REPORT_RANGE_MESSAGES.spanTooLong] }],
    [
      'period=custom&from=1999-01-01&to=1999-01-31',
      {
        from: [REPORT_RANGE_MESSAGES.yearOutOfRange],
        to: [REPORT_RANGE_MESSAGES.yearOutOfRange],
      },
    ],
    ['period=custom&from=2027-02-30&to=2027-03-01', { from: [REPORT_RANGE_MESSAGES.dateInvalid] }],
    ['period=custom&from=99999-01-01&to=2027-03-01', { from: [REPORT_RANGE_MESSAGES.dateInvalid] }],
    [
      'period=custom&from=2027-03-01&from=2027-03-02&to=2027-03-05',
      { from: [REPORT_RANGE_MESSAGES.dateInvalid] },
    ],
  ])('refuses %s with 422 and Turkish field messages', async (query, errors) => {
    for (const path of [`${salonId}/staff-performance`, `${salonId}/reports`]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/salon-owner/salons/${path}?${query}`,
        token: owner,
      });
      expect(res.statusCode, path).toBe(422);
      const body = res.json<{ success: boolean; message: string; errors: Record<string, string[]> }>();
      expect(body.success).toBe(false);
      expect(body.errors).toEqual(errors);
    }
  });

  it.each([
    ['period=yearly', { period: ['Geçersiz dönem'] }],
    ['group_by=hour', { group_by: ['Geçersiz gruplama'] }],
  ])('refuses %s with 422 and a Turkish message', async (query, errors) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/salon-owner/salons/${salonId}/reports?${query}`,
      token: owner,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual(errors);
  });
});

describe('revenue after coupons (ADR 0047)', () => {
  const range = 'period=custom&from=2027-04-05&to=2027-04-11';

  /** A completed April appointment of Ayşe for ₺400 with a coupon: the salon's own or Salonya's. */
  async function discounted(
    key: string,
    date: string,
    funder: 'salon' | 'platform',
    discount: number,
    services: Booking['services'] = [{ id: null, name: 'Kuponlu Kesim', price: 40000, minutes: 30 }],
    categoryId: number | null = null,
  ) {
    await book({
      key,
      staff: ayse,
      customer: null,
      guest: { name: `Kupon ${key}`, phone: `+90555000${String(discount).slice(0, 4)}` },
      date,
      start: '10:00',
      end: '10:30',
      status: 'completed',
      services,
    });
    const id = appointmentIds[key]!;
    const code = `RAPOR${key.toUpperCase()}`;
    const user = await idOf(sql`select id from users where user_type = 'customer' order by id limit 1`);
    const coupon =
      await idOf(sql`insert into coupons (code, title, kind, value, funded_by, salon_id, category_id,
        starts_at, ends_at, used_count)
      values (${code}, 'Rapor kuponu', 'fixed', ${discount}, ${funder},
        ${funder === 'salon' ? salonId : null}, ${categoryId}, '2027-01-01T00:00:00Z', '2027-12-31T00:00:00Z', 1)
      returning id`);
    await t.database.db
      .execute(sql`update appointments set discount_kurus = ${discount}, coupon_code = ${code},
      customer_user_id = ${user}, guest_name = null, guest_phone = null where id = ${id}`);
    await t.database.db
      .execute(sql`insert into coupon_redemptions (coupon_id, user_id, appointment_id, salon_id,
        discount_kurus, funded_kurus)
      values (${coupon}, ${user}, ${id}, ${salonId}, ${discount}, ${funder === 'platform' ? discount : 0})`);
  }

  beforeAll(async () => {
    await discounted('salon', '2027-04-05', 'salon', 10000);
    await discounted('platform', '2027-04-06', 'platform', 8000);
  });

  it("counts a salon coupon's appointment at what the customer paid, a platform coupon's at the full price", async () => {
    const { status, body } = await get<OwnerReports>(`${salonId}/reports?${range}&group_by=day`);
    expect(status).toBe(200);
    // ₺400 − ₺100 of the salon's own coupon, plus ₺400 of which Salonya funded ₺80 (the salon still earns it).
    expect(body.data.totals).toMatchObject({ revenue_kurus: 70000, completed: 2 });
    expect(body.data.series.map((s) => [s.key, s.revenue_kurus])).toEqual([
      ['2027-04-05', 30000],
      ['2027-04-06', 40000],
      ['2027-04-07', 0],
      ['2027-04-08', 0],
      ['2027-04-09', 0],
      ['2027-04-10', 0],
      ['2027-04-11', 0],
    ]);
    const staff = await get<StaffPerformance>(`${salonId}/staff-performance?${range}`);
    expect(staff.body.data.staff.find((s) => s.salon_staff_id === ayse)).toMatchObject({
      completed: 2,
      revenue_kurus: 70000,
    });
  });

  it('spreads a salon coupon over the services by price (largest remainder): the lines add up to the total', async () => {
    const serviceOf = async (name: string) =>
      one<{ id: number; category_id: number }>(
        sql`select id, category_id from services where salon_id = ${salonId} and name = ${name}`,
      );
    const cut = await serviceOf('Saç Kesimi');
    const dye = await serviceOf('Boya');
    const otherCategory = await idOf(
      sql`select id from categories where id <> ${cut.category_id} order by id limit 1`,
    );
    const nails =
      await idOf(sql`insert into services (salon_id, category_id, name, duration_minutes, price_kurus)
      values (${salonId}, ${otherCategory}, 'Manikür', 30, 20000) returning id`);
    const CUT = { id: Number(cut.id), name: 'Saç Kesimi', price: 40000, minutes: 30 };
    const DYE = { id: Number(dye.id), name: 'Boya', price: 120000, minutes: 60 };
    const NAILS = { id: nails, name: 'Manikür', price: 20000, minutes: 30 };
    // ₺100,01 over ₺400 + ₺1.200: 2500,25 and 7500,75 kuruş → 2500 and 7501 (the larger remainder takes the kuruş).
    await discounted('split', '2027-04-12', 'salon', 10001, [CUT, DYE]);
    // A coupon of the manicure's category: only the manicure bears its ₺50.
    await discounted('category', '2027-04-13', 'salon', 5000, [CUT, NAILS], otherCategory);
    // A platform coupon: Salonya paid the discount, every line at its list price.
    await discounted('funded', '2027-04-14', 'platform', 3000, [NAILS]);

    const week = await get<OwnerReports>(`${salonId}/reports?period=custom&from=2027-04-12&to=2027-04-18`);
    expect(week.status).toBe(200);
    expect(week.body.data.services).toEqual([
      { service_id: CUT.id, name: 'Saç Kesimi', count: 2, revenue_kurus: 37500 + 40000 },
      { service_id: NAILS.id, name: 'Manikür', count: 2, revenue_kurus: 15000 + 20000 },
      { service_id: DYE.id, name: 'Boya', count: 1, revenue_kurus: 112499 },
    ]);
    const lines = week.body.data.services.reduce((sum, s) => sum + s.revenue_kurus, 0);
    expect(week.body.data.totals.revenue_kurus).toBe(lines);
    expect(lines).toBe(160000 - 10001 + (60000 - 5000) + 20000);

    // The first week: one salon and one platform coupon on the same service.
    const first = await get<OwnerReports>(`${salonId}/reports?${range}`);
    expect(first.body.data.services).toEqual([
      { service_id: null, name: 'Kuponlu Kesim', count: 2, revenue_kurus: 30000 + 40000 },
    ]);
  });
});
