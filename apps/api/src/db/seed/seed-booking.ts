import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { countRow, queryOne } from '../rows';
import { DEMO_SALON_COUNT } from './seed-catalogue';

export interface BookingSeedReport {
  workingHours: number;
  breaks: number;
  blockings: number;
  appointments: number;
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return (await queryOne(db, 'seed-booking.count', countRow, query))?.n ?? 0;
}

/**
 * Availability and appointments for the seeded catalogue, set-based so it also serves the scale data set. Only into a
 * catalogue without working hours yet (idempotent). Deterministic apart from "today", which anchors the dates.
 *
 * - Working hours follow the salon's opening hours; staff whose id is divisible by 5 take Tuesdays off and those
 *   divisible by 3 have a split Wednesday (a one-hour gap from 13:00).
 * - Every other staff member has a weekday lunch break 12:30–13:00; a few have meetings, a vacation day or a weekly
 *   recurring personal blocking.
 * - Appointments on the hours 10, 11, 14, 15 and 16 from 45 days ago to 14 days ahead, never overlapping, inside the
 *   working hours and away from blockings; the demo customer books the demo staff member.
 */
export async function seedBooking(db: Db, opts: { now: number }): Promise<BookingSeedReport> {
  const report: BookingSeedReport = { workingHours: 0, breaks: 0, blockings: 0, appointments: 0 };
  if ((await count(db, sql`select count(*)::int as n from staff_working_hours`)) > 0) return report;
  const now = new Date(opts.now).toISOString();
  const today = sql`(${now}::timestamptz at time zone 'Europe/Istanbul')::date`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into staff_working_hours (salon_staff_id, weekday, starts_at, ends_at)
      select st.id, h.weekday, h.opens_at, h.closes_at
      from salon_staff st join salon_opening_hours h on h.salon_id = st.salon_id
      where h.opens_at is not null and h.closes_at is not null
        and not (st.id % 5 = 0 and h.weekday = 2)
        and not (st.id % 3 = 0 and h.weekday = 3 and h.opens_at < '13:00' and h.closes_at > '14:00')
      union all
      select st.id, 3, h.opens_at, '13:00'::time
      from salon_staff st join salon_opening_hours h on h.salon_id = st.salon_id and h.weekday = 3
      where st.id % 3 = 0 and h.opens_at < '13:00' and h.closes_at > '14:00'
      union all
      select st.id, 3, '14:00'::time, h.closes_at
      from salon_staff st join salon_opening_hours h on h.salon_id = st.salon_id and h.weekday = 3
      where st.id % 3 = 0 and h.opens_at < '13:00' and h.closes_at > '14:00'`);

    await tx.execute(sql`
      insert into staff_breaks (salon_id, salon_staff_id, staff_user_id, name, start_time, end_time, days)
      select st.salon_id, st.id, st.user_id, 'Öğle arası', '12:30'::time, '13:00'::time,
        array['monday','tuesday','wednesday','thursday','friday']
      from salon_staff st where st.id % 2 = 1`);

    await tx.execute(sql`
      insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date, start_time, end_time, reason,
        is_full_day, recurring, recurring_pattern, created_by)
      select st.salon_id, st.id, st.user_id, 'meeting', ${today} + 1, '14:00'::time, '15:00'::time, 'Ekip toplantısı',
        false, false, 'weekly', st.user_id
      from salon_staff st where st.id % 4 = 1
      union all
      select st.salon_id, st.id, st.user_id, 'vacation', ${today} + 3, null::time, null::time, 'Yıllık izin',
        true, false, 'weekly', st.user_id
      from salon_staff st where st.id % 7 = 0
      union all
      select st.salon_id, st.id, st.user_id, 'personal', ${today} + 2, '17:00'::time, '18:00'::time, 'Kişisel işler',
        false, true, 'weekly', st.user_id
      from salon_staff st where st.id % 6 = 2`);

    // The demo owner's second salon confirms bookings by hand, so 'pending' can be seen and tried.
    await tx.execute(sql`
      insert into salon_booking_settings (salon_id, requires_manual_confirmation)
      select s.id, true from salons s join users u on u.id = s.owner_user_id
      where u.email = 'salon@salonya.test' order by s.id offset 1 limit 1
      on conflict do nothing`);

    // Appointments for the demo salons only (the scale seed adds its own, counted, for the rest).
    await insertAppointments(tx, { now, fromDay: -45, toDay: 14, modulo: 4, firstSalons: DEMO_SALON_COUNT });
  });

  report.workingHours = await count(db, sql`select count(*)::int as n from staff_working_hours`);
  report.breaks = await count(db, sql`select count(*)::int as n from staff_breaks`);
  report.blockings = await count(db, sql`select count(*)::int as n from staff_blockings`);
  report.appointments = await count(db, sql`select count(*)::int as n from appointments`);
  return report;
}

/**
 * Inserts appointments for every active staff member on the hours 10, 11, 14, 15 and 16 of the days in
 * [fromDay, toDay] around today, keeping one candidate in `modulo` (by a fixed hash). One service each (the staff
 * member's longest service of at most 60 minutes), so two appointments of one staff member never overlap.
 */
export async function insertAppointments(
  db: Db,
  opts: {
    now: string;
    fromDay: number;
    toDay: number;
    modulo: number;
    hours?: number[];
    /** Only staff with ids in [first, last] (the scale seed works in chunks). */
    staffRange?: [number, number];
    /** Only this salon's staff. */
    salonId?: number;
    /** Only the staff of the first n salons (by id). */
    firstSalons?: number;
  },
): Promise<number> {
  const hours = opts.hours ?? [10, 11, 14, 15, 16];
  const today = sql`(${opts.now}::timestamptz at time zone 'Europe/Istanbul')::date`;
  const result = await queryOne(
    db,
    'seed-booking.insertAppointments',
    countRow,
    sql`
    with demo as (
      select (select id from users where email = 'musteri@salonya.test') as customer_id,
        (select st.id from salon_staff st join users u on u.id = st.user_id
          where u.email = 'personel@salonya.test' order by st.id limit 1) as staff_id
    ),
    customers as (
      select id, (row_number() over (order by id) - 1)::int as rn from users
      where user_type = 'customer' and email <> 'musteri@salonya.test'
    ),
    customer_count as (select greatest(count(*), 1)::int as n from customers),
    staff as (
      select st.id as salon_staff_id, st.salon_id, st.user_id, pick.id as service_id, pick.duration_minutes,
        pick.price_kurus
      from salon_staff st
      join salons s on s.id = st.salon_id and s.status = 'active'
      cross join lateral (
        select sv.id, sv.duration_minutes, coalesce(sv.discounted_price_kurus, sv.price_kurus) as price_kurus
        from staff_services ss join services sv on sv.id = ss.service_id
        where ss.salon_staff_id = st.id and sv.is_active and sv.duration_minutes <= 60
        order by sv.duration_minutes desc, sv.id limit 1
      ) pick
      where st.is_active
        ${opts.staffRange ? sql`and st.id between ${opts.staffRange[0]} and ${opts.staffRange[1]}` : sql``}
        ${opts.salonId === undefined ? sql`` : sql`and st.salon_id = ${opts.salonId}`}
        ${
          opts.firstSalons === undefined
            ? sql``
            : sql`and st.salon_id in (select id from salons order by id limit ${opts.firstSalons})`
        }
    ),
    candidates as (
      select staff.*, day::date as day, h,
        ((day::date + make_interval(hours => h))::timestamp at time zone 'Europe/Istanbul') as starts_at,
        abs(hashtext(staff.salon_staff_id::text || ':' || day::date::text || ':' || h::text)::bigint) as hash
      from staff
      cross join generate_series(${today} + ${opts.fromDay}::int, ${today} + ${opts.toDay}::int, interval '1 day') day
      cross join unnest(${sql.raw(`array[${hours.map((h) => String(Math.trunc(h))).join(',')}]`)}::int[]) h
    ),
    chosen as (
      select c.* from candidates c
      where c.hash % ${opts.modulo}::int = 0
        and exists (
          select 1 from staff_working_hours w
          where w.salon_staff_id = c.salon_staff_id and w.weekday = extract(isodow from c.day)
            and w.starts_at <= make_time(c.h, 0, 0)
            and w.ends_at >= make_time(c.h, 0, 0) + make_interval(mins => c.duration_minutes)
        )
        and not exists (
          select 1 from staff_blockings b
          where b.salon_staff_id = c.salon_staff_id and b.status = 'active'
            and (b.date = c.day or (b.recurring and b.date <= c.day and extract(isodow from b.date) = extract(isodow from c.day)))
        )
        and not exists (
          select 1 from staff_breaks br
          where br.salon_staff_id = c.salon_staff_id and br.status = 'active'
            and to_char(c.day, 'FMday') = any(br.days)
            and br.start_time < make_time(c.h, 0, 0) + make_interval(mins => c.duration_minutes)
            and br.end_time > make_time(c.h, 0, 0)
        )
        and not exists (
          select 1 from appointments a
          where a.salon_staff_id = c.salon_staff_id and a.starts_at = c.starts_at
        )
    ),
    inserted as (
    insert into appointments (salon_id, customer_user_id, salon_staff_id, staff_user_id, starts_at, ends_at, status,
      source, notes, total_price_kurus, total_duration_minutes, payment_method, payment_status, confirmed_at,
      completed_at, cancelled_at, cancelled_by, cancellation_reason, created_by_user_id, created_at, updated_at)
    select c.salon_id,
      case when c.salon_staff_id = demo.staff_id and c.hash % 2 = 0 and demo.customer_id is not null
        then demo.customer_id else cu.id end,
      c.salon_staff_id, c.user_id, c.starts_at, c.starts_at + make_interval(mins => c.duration_minutes),
      x.status, case when c.hash % 9 = 0 then 'salon' else 'online' end, '',
      c.price_kurus, c.duration_minutes, 'pay_at_salon',
      case when x.status = 'completed' then 'paid' else 'unpaid' end,
      case when x.status in ('confirmed', 'completed', 'no_show') then c.starts_at - interval '3 days' end,
      case when x.status = 'completed' then c.starts_at + make_interval(mins => c.duration_minutes) end,
      case when x.status = 'cancelled' then least(c.starts_at - interval '1 day', ${opts.now}::timestamptz) end,
      case when x.status = 'cancelled' then 'customer' end,
      case when x.status = 'cancelled' then 'Planlarım değişti.' end,
      case when c.hash % 9 = 0 then null else
        case when c.salon_staff_id = demo.staff_id and c.hash % 2 = 0 and demo.customer_id is not null
          then demo.customer_id else cu.id end end,
      least(c.starts_at - interval '5 days', ${opts.now}::timestamptz),
      least(c.starts_at - interval '5 days', ${opts.now}::timestamptz)
    from chosen c
    cross join demo
    cross join customer_count cc
    left join customers cu on cu.rn = (c.hash / ${opts.modulo}::int) % cc.n
    cross join lateral (
      select case
        when c.starts_at < ${opts.now}::timestamptz then
          case c.hash / ${opts.modulo}::int % 10 when 0 then 'cancelled' when 1 then 'no_show' else 'completed' end
        else
          case c.hash / ${opts.modulo}::int % 10 when 0 then 'cancelled' when 1 then 'pending' when 2 then 'pending'
            else 'confirmed' end
      end as status
    ) x
    returning 1
    )
    select count(*)::int as n from inserted`,
  );

  await db.execute(sql`
    insert into appointment_services (appointment_id, service_id, position, name, price_kurus, duration_minutes)
    select a.id, pick.id, 1, pick.name, a.total_price_kurus, a.total_duration_minutes
    from appointments a
    cross join lateral (
      select sv.id, sv.name from staff_services ss join services sv on sv.id = ss.service_id
      where ss.salon_staff_id = a.salon_staff_id and sv.is_active and sv.duration_minutes = a.total_duration_minutes
      order by sv.duration_minutes desc, sv.id limit 1
    ) pick
    where not exists (select 1 from appointment_services x where x.appointment_id = a.id)
      ${opts.staffRange ? sql`and a.salon_staff_id between ${opts.staffRange[0]} and ${opts.staffRange[1]}` : sql``}
      ${opts.salonId === undefined ? sql`` : sql`and a.salon_id = ${opts.salonId}`}`);
  return result?.n ?? 0;
}
