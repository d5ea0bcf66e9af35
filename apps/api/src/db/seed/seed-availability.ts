import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client';
import { int, queryOne, queryRows } from '../rows';
import { insertAppointments } from './seed-booking';

/**
 * Availability of the demo staff member (personel@salonya.test) in the demo owner's first salon, so the
 * availability pages are not empty: a past and several future blockings (one weekly recurring, one full-day
 * vacation), two breaks, and at least one future live appointment a blocking can be tried against.
 * Times avoid the seeded appointments (hours 10, 11, 14, 15, 16, each at most an hour). Idempotent.
 */
export async function seedDemoAvailability(db: Db, opts: { now: number }): Promise<number> {
  const now = new Date(opts.now).toISOString();
  const today = sql`(${now}::timestamptz at time zone 'Europe/Istanbul')::date`;
  const staff = await queryOne(
    db,
    'seedDemoAvailability.staff',
    z.object({ id: int, salon_id: int, user_id: int }),
    sql`
    select st.id, st.salon_id, st.user_id from salon_staff st
      join users u on u.id = st.user_id and u.email = 'personel@salonya.test'
      join salons s on s.id = st.salon_id join users o on o.id = s.owner_user_id and o.email = 'salon@salonya.test'
    order by st.salon_id, st.id limit 1`,
  );
  if (!staff) return 0;
  const marker = await queryRows(
    db,
    'seedDemoAvailability.marker',
    z.object({}),
    sql`select 1 from staff_blockings
    where salon_staff_id = ${staff.id} and reason = 'Ürün eğitimi' limit 1`,
  );
  if (marker.length > 0) return 0;

  return db.transaction(async (tx) => {
    const blockings = await queryRows(
      tx,
      'seedDemoAvailability.blockings',
      z.object({}),
      sql`
      insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date, start_time, end_time, reason,
        is_full_day, recurring, recurring_pattern, end_date, created_by)
      select ${staff.salon_id}, ${staff.id}, ${staff.user_id}, v.type, ${today} + v.offset_days, v.s::time, v.e::time,
        v.reason, v.full_day, v.recurring, 'weekly', case when v.recurring then ${today} + v.offset_days + 28 end,
        ${staff.user_id}
      from (values
        ('personal', -3, '17:00', '18:00', 'Diş hekimi', false, false),
        ('meeting', 5, '09:00', '10:00', 'Ürün eğitimi', false, false),
        ('personal', 3, '17:00', '18:00', 'Kurs', false, true),
        ('vacation', 21, null, null, 'Yıllık izin', true, false)
      ) as v(type, offset_days, s, e, reason, full_day, recurring)
      returning 1`,
    );
    await tx.execute(sql`
      insert into staff_breaks (salon_id, salon_staff_id, staff_user_id, name, start_time, end_time, days)
      select ${staff.salon_id}, ${staff.id}, ${staff.user_id}, v.name, v.s::time, v.e::time, v.days::text[]
      from (values
        ('Kahve molası', '09:45', '10:00', '{tuesday,thursday}'),
        ('Öğle arası', '12:30', '13:00', '{monday,tuesday,wednesday,thursday,friday}')
      ) as v(name, s, e, days)
      where not exists (select 1 from staff_breaks b where b.salon_staff_id = ${staff.id} and b.name = v.name)`);
    // The Playwright journey refuses a blocking over an appointment: make sure a live one exists.
    const live = await queryRows(
      tx,
      'seedDemoAvailability.live',
      z.object({}),
      sql`select 1 from appointments where salon_staff_id = ${staff.id}
      and status in ('pending', 'confirmed') and starts_at > ${now}::timestamptz + interval '1 day' limit 1`,
    );
    if (live.length === 0)
      await insertAppointments(tx, {
        now,
        fromDay: 2,
        toDay: 14,
        modulo: 1,
        staffRange: [staff.id, staff.id],
      });
    await seedCustomerInTheChair(tx, staff, now);
    return blockings.length;
  });
}

/**
 * The staff dashboard's journey (/personel, issue 20): the demo customer is in the demo staff member's chair right
 * now, a confirmed appointment that began a little before seeding (not before today's Istanbul midnight), so the
 * staff member has a next customer to complete whatever the hour. A seeded appointment it would overlap is cancelled
 * (the salon moved it).
 */
async function seedCustomerInTheChair(
  tx: Db,
  staff: { id: number; salon_id: number; user_id: number },
  now: string,
): Promise<void> {
  // Began two minutes ago: with a 30-60 minute service it stays the next customer while a browser suite runs.
  const start = sql`greatest(date_trunc('minute', ${now}::timestamptz) - interval '2 minutes',
    (${now}::timestamptz at time zone 'Europe/Istanbul')::date::timestamp at time zone 'Europe/Istanbul')`;
  const service = await queryOne(
    tx,
    'seedDemoAvailability.chairService',
    z.object({ id: int, name: z.string(), duration_minutes: int, price_kurus: int }),
    sql`select sv.id, sv.name, sv.duration_minutes, coalesce(sv.discounted_price_kurus, sv.price_kurus) as price_kurus
      from staff_services ss join services sv on sv.id = ss.service_id
      where ss.salon_staff_id = ${staff.id} and sv.is_active and sv.duration_minutes between 30 and 60
      order by sv.duration_minutes desc, sv.id limit 1`,
  );
  if (!service) return;
  const end = sql`${start} + make_interval(mins => ${service.duration_minutes})`;
  await tx.execute(sql`update appointments set status = 'cancelled', cancelled_at = ${now}::timestamptz,
      cancelled_by = 'salon', cancellation_reason = 'Salon randevuyu başka bir saate aldı.'
    where salon_staff_id = ${staff.id} and status <> 'cancelled' and deleted_at is null
      and starts_at < ${end} and ends_at > ${start}`);
  const [row] = await queryRows(
    tx,
    'seedDemoAvailability.chair',
    z.object({ id: int }),
    sql`insert into appointments (salon_id, customer_user_id, salon_staff_id, staff_user_id, starts_at, ends_at, status,
        source, notes, total_price_kurus, total_duration_minutes, payment_method, payment_status, confirmed_at,
        created_by_user_id, created_at, updated_at)
      select ${staff.salon_id}, u.id, ${staff.id}, ${staff.user_id}, ${start}, ${end}, 'confirmed', 'online', '',
        ${service.price_kurus}, ${service.duration_minutes}, 'pay_at_salon', 'unpaid', ${start} - interval '2 days',
        u.id, ${start} - interval '2 days', ${start} - interval '2 days'
      from users u where u.email = 'musteri@salonya.test'
      returning id`,
  );
  if (!row) return;
  await tx.execute(sql`insert into appointment_services (appointment_id, service_id, position, name, price_kurus,
      duration_minutes) values (${row.id}, ${service.id}, 1, ${service.name}, ${service.price_kurus},
      ${service.duration_minutes})`);
}
