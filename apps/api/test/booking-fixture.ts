import { addDays, istanbulInstant, isoWeekday } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

export interface BookingFixture {
  salonId: number;
  /** The demo staff member (personel@salonya.test) and a colleague, both able to do `serviceId`. */
  staff: { id: number; userId: number }[];
  serviceId: number;
  serviceMinutes: number;
  /** A second service (also done by both) for multi-service bookings. */
  secondServiceId: number;
  secondServiceMinutes: number;
  /** A service of another salon, and a staff member of another salon. */
  foreignServiceId: number;
  foreignStaffId: number;
  /** Monday 09:00 in Istanbul, four weeks ahead of the real clock (clear of seeded appointments). */
  monday: string;
  tuesday: string;
  sunday: string;
  setClock(date: string, time: string): void;
}

/**
 * The demo owner's first salon reset to a known state: open Monday–Saturday 09:00–18:00, every staff member working
 * those hours with no breaks or blockings, and the app clock on a Monday 09:00 well after the seeded appointments.
 */
export async function prepareBookingSalon(t: TestApp): Promise<BookingFixture> {
  const [salon] = await rowsOf<{ id: number }>(
    t,
    sql`select s.id from salons s join users u on u.id = s.owner_user_id
      where u.email = 'salon@salonya.test' order by s.id limit 1`,
  );
  const salonId = Number(salon!.id);
  const staffRows = await rowsOf<{ id: number; user_id: number; email: string }>(
    t,
    sql`select st.id, st.user_id, u.email from salon_staff st join users u on u.id = st.user_id
      where st.salon_id = ${salonId} and st.is_active order by (u.email = 'personel@salonya.test') desc, st.id`,
  );
  const staff = staffRows.slice(0, 2).map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
  if (staff.length < 2) throw new Error('the demo salon needs two staff members');
  const services = await rowsOf<{ id: number; duration_minutes: number }>(
    t,
    sql`select id, duration_minutes from services where salon_id = ${salonId} and is_active
      and duration_minutes between 30 and 60 order by id limit 2`,
  );
  const [first, second] = services;
  await t.database.db.execute(sql`update services set discounted_price_kurus = null, price_kurus = 50000
    where id = ${first!.id}`);
  await t.database.db.execute(sql`
    delete from staff_services where salon_staff_id in (select id from salon_staff where salon_id = ${salonId})
      and service_id in (${first!.id}, ${second!.id})`);
  // Only the first two staff do the two test services, so 'any' chooses between them.
  for (const s of staff)
    await t.database.db.execute(sql`insert into staff_services (salon_staff_id, service_id)
      values (${s.id}, ${first!.id}), (${s.id}, ${second!.id})`);
  await t.database.db.execute(sql`delete from salon_opening_hours where salon_id = ${salonId}`);
  await t.database.db.execute(sql`insert into salon_opening_hours (salon_id, weekday, opens_at, closes_at)
    select ${salonId}, d, case when d < 7 then '09:00'::time end, case when d < 7 then '18:00'::time end
    from generate_series(1, 7) d`);
  const ids = sql`(select id from salon_staff where salon_id = ${salonId})`;
  await t.database.db.execute(sql`delete from staff_working_hours where salon_staff_id in ${ids}`);
  await t.database.db.execute(sql`delete from staff_breaks where salon_staff_id in ${ids}`);
  await t.database.db.execute(sql`delete from staff_blockings where salon_staff_id in ${ids}`);
  await t.database.db
    .execute(sql`insert into staff_working_hours (salon_staff_id, weekday, starts_at, ends_at)
    select st.id, d, '09:00', '18:00' from salon_staff st cross join generate_series(1, 6) d
    where st.salon_id = ${salonId}`);
  await t.database.db.execute(sql`delete from salon_booking_settings where salon_id = ${salonId}`);

  const [foreign] = await rowsOf<{ service_id: number; staff_id: number }>(
    t,
    sql`select sv.id as service_id, st.id as staff_id from services sv join salon_staff st on st.salon_id = sv.salon_id
      where sv.salon_id <> ${salonId} order by sv.id limit 1`,
  );

  let day = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
  while (isoWeekday(day) !== 1) day = addDays(day, 1);
  const fixture: BookingFixture = {
    salonId,
    staff,
    serviceId: Number(first!.id),
    serviceMinutes: Number(first!.duration_minutes),
    secondServiceId: Number(second!.id),
    secondServiceMinutes: Number(second!.duration_minutes),
    foreignServiceId: Number(foreign!.service_id),
    foreignStaffId: Number(foreign!.staff_id),
    monday: day,
    tuesday: addDays(day, 1),
    sunday: addDays(day, 6),
    setClock(date, time) {
      const [h = 0, m = 0] = time.split(':').map(Number);
      t.clock.now = istanbulInstant(date, h * 60 + m).getTime();
    },
  };
  fixture.setClock(day, '09:00');
  return fixture;
}

let keyCounter = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keyCounter}`;

let customerCounter = 0;
/** n new customer accounts, registered through the API, and their tokens. */
export async function registerCustomers(t: TestApp, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const seq = ++customerCounter;
    const email = `yaris-${process.pid}-${seq}@ornek.test`;
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        name: 'Yarış Müşterisi',
        email,
        phone: `05${String(30_000_000 + (process.pid % 1000) * 10_000 + seq).padStart(9, '0')}`,
        password: 'Kosu-Parkuru-2026',
        password_confirmation: 'Kosu-Parkuru-2026',
        kvkk_consent: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    // Issue 15: only verified customers book; verify through the mailed link, as a customer would.
    await verifyEmailByMail(t, email);
    tokens.push((res.json() as { token: string }).token);
  }
  return tokens;
}

/** Opens the verification link mailed to `email` (POST /auth/email/verify with its parts). */
export async function verifyEmailByMail(t: TestApp, email: string): Promise<void> {
  const mail = (await t.mailsTo(email)).findLast((m) => m.template === 'email_verification');
  const m = mail?.text.match(/http:\/\/\S+\/email-dogrulama\/\S+/);
  if (!m) throw new Error(`no verification mail to ${email}`);
  const link = new URL(m[0]);
  const [, , id, hash] = link.pathname.split('/');
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/email/verify',
    body: {
      id: Number(id),
      hash,
      expires: Number(link.searchParams.get('expires')),
      signature: link.searchParams.get('signature'),
    },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
}
