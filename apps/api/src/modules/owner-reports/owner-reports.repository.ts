import { BOOKING_TIME_ZONE } from '@salonya/domain/booking/time';
import { APPOINTMENT_STATUSES } from '@salonya/domain/booking/status';
import type { WeeklyRange } from '@salonya/domain/reports/occupancy';
import type { ReportGrouping } from '@salonya/domain/reports/period';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * The aggregates of the owner's dashboard, staff performance and reports (issue 16 scope 6). Hand-written SQL (the
 * aggregates would only be obscured by the query builder); every row is parsed with a zod row schema, so a driver
 * difference (a bigint as a string, a timestamp as a Date) fails loudly instead of leaking into the answer.
 * Every query names the salon in its WHERE clause. Appointments count by their start time; `[start, end)` instants.
 */

function parsedRows<T extends z.ZodType>(db: Db, schema: T, query: SQL): Promise<z.output<T>[]> {
  return queryRows(db, 'owner-reports', schema, query);
}

const count = z.coerce.number().int();
const kurus = z.coerce.number().int();
const instant = z.union([z.date(), z.string()]).transform((v) => new Date(v));
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** The Istanbul wall-clock time of a timestamptz column. */
const local = (column: SQL) => sql`(${column} at time zone ${BOOKING_TIME_ZONE})`;
/** Statuses that hold the chair (occupancy) — everything but cancelled. */
const HELD = sql`('pending','confirmed','completed','no_show')`;
/** Statuses that count as a customer's visit (new vs returning): booked or done, not cancelled or missed. */
const VISIT = sql`('pending','confirmed','completed')`;

/**
 * What the salon earns from an appointment (ADR 0047): the list price less a coupon's discount, plus the part of that
 * discount Salonya funded (a platform coupon's, moved to the salon's receivable by `coupon_funding`). So a salon
 * coupon counts at what the customer paid, a platform coupon at the full price; no coupon, the list price.
 */
const EARNED = sql`(a.total_price_kurus - a.discount_kurus + coalesce((select r.funded_kurus
  from coupon_redemptions r where r.appointment_id = a.id and r.status = 'active'), 0))`;

const statusRow = z.object({
  total: count,
  pending: count,
  confirmed: count,
  completed: count,
  cancelled: count,
  no_show: count,
  revenue_kurus: kurus,
});
export type StatusRow = z.infer<typeof statusRow>;

const statusColumns = sql`count(*)::int as total,
  count(*) filter (where a.status = 'pending')::int as pending,
  count(*) filter (where a.status = 'confirmed')::int as confirmed,
  count(*) filter (where a.status = 'completed')::int as completed,
  count(*) filter (where a.status = 'cancelled')::int as cancelled,
  count(*) filter (where a.status = 'no_show')::int as no_show,
  coalesce(sum(${EARNED}) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus`;

/** Appointments starting in [start, end) by status, and the completed ones' revenue. */
export async function appointmentStatusTotals(db: Db, salonId: number, start: Date, end: Date) {
  const [row] = await parsedRows(
    db,
    statusRow,
    sql`select ${statusColumns}
        from appointments a
        where a.salon_id = ${salonId} and a.deleted_at is null
          and a.starts_at >= ${ts(start)} and a.starts_at < ${ts(end)}`,
  );
  return (
    row ?? { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0, revenue_kurus: 0 }
  );
}

const bookedRow = z.object({ salon_staff_id: count, booked_minutes: count });

/** Minutes of [start, end) held by appointments that were not cancelled, per staff member (clipped to the range). */
export async function bookedMinutesByStaff(
  db: Db,
  salonId: number,
  start: Date,
  end: Date,
): Promise<Map<number, number>> {
  const rows = await parsedRows(
    db,
    bookedRow,
    sql`select a.salon_staff_id,
               coalesce(round(sum(extract(epoch from (least(a.ends_at, ${ts(end)}) - greatest(a.starts_at, ${ts(start)})))) / 60), 0)::int
                 as booked_minutes
        from appointments a
        where a.salon_id = ${salonId} and a.deleted_at is null and a.status in ${HELD}
          and a.starts_at < ${ts(end)} and a.ends_at > ${ts(start)}
        group by a.salon_staff_id`,
  );
  return new Map(rows.map((r) => [r.salon_staff_id, r.booked_minutes]));
}

const staffRow = z.object({
  salon_staff_id: count,
  name: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  service_count: count,
});
export type StaffRow = z.infer<typeof staffRow>;

/** The salon's staff, active first, with how many active services each offers. */
export async function staffOfSalon(db: Db, salonId: number): Promise<StaffRow[]> {
  return parsedRows(
    db,
    staffRow,
    sql`select st.id as salon_staff_id, st.display_name as name, st.title, st.is_active,
               (select count(*) from staff_services ss join services sv on sv.id = ss.service_id
                where ss.salon_staff_id = st.id and sv.is_active and sv.salon_id = ${salonId})::int as service_count
        from salon_staff st
        where st.salon_id = ${salonId}
        order by st.is_active desc, st.display_name, st.id`,
  );
}

const rangeRow = z.object({
  salon_staff_id: count,
  weekday: count,
  start_time: z.string(),
  end_time: z.string(),
});

/** Working ranges of every staff member of the salon. */
export async function workingRangesBySalon(db: Db, salonId: number): Promise<Map<number, WeeklyRange[]>> {
  const rows = await parsedRows(
    db,
    rangeRow,
    sql`select w.salon_staff_id, w.weekday, w.starts_at::text as start_time, w.ends_at::text as end_time
        from staff_working_hours w join salon_staff st on st.id = w.salon_staff_id
        where st.salon_id = ${salonId}`,
  );
  const out = new Map<number, WeeklyRange[]>();
  for (const r of rows) {
    const list = out.get(r.salon_staff_id) ?? [];
    list.push({ weekday: r.weekday, start_time: r.start_time, end_time: r.end_time });
    out.set(r.salon_staff_id, list);
  }
  return out;
}

const openingRow = z.object({ weekday: count, start_time: z.string(), end_time: z.string() });

/** The salon's opening hours as ranges (closed days left out). */
export async function openingRanges(db: Db, salonId: number): Promise<WeeklyRange[]> {
  return parsedRows(
    db,
    openingRow,
    sql`select weekday, opens_at::text as start_time, closes_at::text as end_time
        from salon_opening_hours
        where salon_id = ${salonId} and opens_at is not null and closes_at is not null and closes_at > opens_at
        order by weekday`,
  );
}

const appointmentRow = z.object({
  id: count,
  starts_at: instant,
  ends_at: instant,
  status: z.enum(APPOINTMENT_STATUSES),
  customer_name: z.string().nullable(),
  services: z.array(z.string()).nullable(),
  staff_name: z.string(),
  total_price_kurus: kurus,
});
export type AppointmentCardRow = z.infer<typeof appointmentRow>;

function appointmentCards(where: SQL, limit: number): SQL {
  return sql`select a.id, a.starts_at, a.ends_at, a.status,
                    coalesce(u.name, a.guest_name) as customer_name,
                    (select array_agg(s.name order by s.position) from appointment_services s
                     where s.appointment_id = a.id) as services,
                    st.display_name as staff_name, a.total_price_kurus::float8 as total_price_kurus
             from appointments a
             join salon_staff st on st.id = a.salon_staff_id
             left join users u on u.id = a.customer_user_id
             where ${where}
             order by a.starts_at, a.id
             limit ${limit}`;
}

/** The next live (pending or confirmed) appointments that have not ended at `now`. */
export async function nextAppointments(db: Db, salonId: number, now: Date, limit: number) {
  return parsedRows(
    db,
    appointmentRow,
    appointmentCards(
      sql`a.salon_id = ${salonId} and a.deleted_at is null and a.status in ('pending','confirmed')
          and a.ends_at > ${ts(now)}`,
      limit,
    ),
  );
}

/** Pending appointments still ahead of their end (the owner can still confirm or decline them). */
export async function pendingConfirmations(db: Db, salonId: number, now: Date, limit: number) {
  const [rows, [total]] = await Promise.all([
    parsedRows(
      db,
      appointmentRow,
      appointmentCards(
        sql`a.salon_id = ${salonId} and a.deleted_at is null and a.status = 'pending' and a.ends_at > ${ts(now)}`,
        limit,
      ),
    ),
    parsedRows(
      db,
      z.object({ n: count }),
      sql`select count(*)::int as n from appointments a
          where a.salon_id = ${salonId} and a.deleted_at is null and a.status = 'pending'
            and a.ends_at > ${ts(now)}`,
    ),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const setupRow = z.object({
  active_services: count,
  open_days: count,
  description: z.string(),
  phone: z.string().nullable(),
  has_photos: z.boolean(),
});

/** What the set-up checklist asks of the salon itself (staff facts come from staffOfSalon and the ranges). */
export async function setupFacts(db: Db, salonId: number) {
  const [row] = await parsedRows(
    db,
    setupRow,
    sql`select
          (select count(*) from services where salon_id = s.id and is_active)::int as active_services,
          (select count(*) from salon_opening_hours h where h.salon_id = s.id and h.opens_at is not null
             and h.closes_at is not null and h.closes_at > h.opens_at)::int as open_days,
          s.description, s.phone,
          (s.logo_url is not null or s.cover_image_url is not null
             or exists (select 1 from salon_gallery g where g.salon_id = s.id)) as has_photos
        from salons s where s.id = ${salonId}`,
  );
  return row ?? null;
}

const staffStatsRow = z.object({
  salon_staff_id: count,
  appointments: count,
  completed: count,
  no_shows: count,
  cancellations: count,
  revenue_kurus: kurus,
});
export type StaffStatsRow = z.infer<typeof staffStatsRow>;

/** Per staff member: appointments starting in [start, end) by outcome, and the completed ones' revenue. */
export async function staffAppointmentStats(
  db: Db,
  salonId: number,
  start: Date,
  end: Date,
): Promise<StaffStatsRow[]> {
  return parsedRows(
    db,
    staffStatsRow,
    sql`select a.salon_staff_id, count(*)::int as appointments,
               count(*) filter (where a.status = 'completed')::int as completed,
               count(*) filter (where a.status = 'no_show')::int as no_shows,
               count(*) filter (where a.status = 'cancelled')::int as cancellations,
               coalesce(sum(${EARNED}) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus
        from appointments a
        where a.salon_id = ${salonId} and a.deleted_at is null
          and a.starts_at >= ${ts(start)} and a.starts_at < ${ts(end)}
        group by a.salon_staff_id`,
  );
}

const ratingRow = z.object({ salon_staff_id: count, rating_average: z.coerce.number(), review_count: count });

/** Published reviews of each staff member written in [start, end). */
export async function staffRatings(db: Db, salonId: number, start: Date, end: Date) {
  const rows = await parsedRows(
    db,
    ratingRow,
    sql`select r.salon_staff_id, round(avg(r.rating), 2)::float8 as rating_average, count(*)::int as review_count
        from reviews r
        where r.salon_id = ${salonId} and r.salon_staff_id is not null and r.status <> 'hidden'
          and r.deleted_at is null and r.created_at >= ${ts(start)} and r.created_at < ${ts(end)}
        group by r.salon_staff_id`,
  );
  return new Map(rows.map((r) => [r.salon_staff_id, r]));
}

const TRUNC: Readonly<Record<ReportGrouping, SQL>> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};
const bucketOf = (column: SQL, grouping: ReportGrouping) =>
  sql`to_char(date_trunc(${TRUNC[grouping]}, ${local(column)}), 'YYYY-MM-DD')`;

const seriesRow = statusRow.extend({ bucket: z.string() });

/** Appointments by status and revenue per bucket (the bucket's first day, ISO weeks). */
export async function appointmentSeries(
  db: Db,
  salonId: number,
  start: Date,
  end: Date,
  grouping: ReportGrouping,
) {
  return parsedRows(
    db,
    seriesRow,
    sql`select ${bucketOf(sql`a.starts_at`, grouping)} as bucket, ${statusColumns}
        from appointments a
        where a.salon_id = ${salonId} and a.deleted_at is null
          and a.starts_at >= ${ts(start)} and a.starts_at < ${ts(end)}
        group by 1 order by 1`,
  );
}

/** A customer: the account, or a guest by phone (else e-mail, else the appointment itself). */
const customerKey = sql`coalesce('u' || a.customer_user_id::text, 'g' || a.guest_phone, 'e' || a.guest_email,
  'a' || a.id::text)`;

const customerRow = z.object({ bucket: z.string(), new_customers: count, returning_customers: count });

/**
 * Distinct customers with a visit (pending, confirmed or completed) per bucket; new when their first visit ever at
 * this salon falls in that bucket, returning otherwise. With `grouping` null: one row for the whole range.
 */
export async function customerSeries(
  db: Db,
  salonId: number,
  start: Date,
  end: Date,
  grouping: ReportGrouping | null,
) {
  const bucket = grouping === null ? sql`'all'` : bucketOf(sql`v.starts_at`, grouping);
  const firstInBucket =
    grouping === null
      ? sql`f.first_at >= ${ts(start)}`
      : sql`f.first_at >= ${ts(start)} and ${bucketOf(sql`f.first_at`, grouping)} = ${bucketOf(sql`v.starts_at`, grouping)}`;
  return parsedRows(
    db,
    customerRow,
    sql`with visits as (
          select ${customerKey} as customer, a.starts_at
          from appointments a
          where a.salon_id = ${salonId} and a.deleted_at is null and a.status in ${VISIT}
            and a.starts_at < ${ts(end)}
        ), firsts as (
          select customer, min(starts_at) as first_at from visits group by customer
        ), per_bucket as (
          select distinct ${bucket} as bucket, v.customer, (${firstInBucket}) as is_new
          from visits v join firsts f on f.customer = v.customer
          where v.starts_at >= ${ts(start)}
        )
        select bucket, count(*) filter (where is_new)::int as new_customers,
               count(*) filter (where not is_new)::int as returning_customers
        from per_bucket group by bucket order by bucket`,
  );
}

const serviceRow = z.object({
  service_id: count.nullable(),
  name: z.string(),
  count: count,
  revenue_kurus: kurus,
});

/**
 * Services of appointments starting in [start, end) that were not cancelled: times booked and the completed ones'
 * list prices (`reportServices` takes off what a salon coupon's discount kept from the salon), most booked first.
 */
export async function serviceTotals(db: Db, salonId: number, start: Date, end: Date) {
  return parsedRows(
    db,
    serviceRow,
    sql`select s.service_id, coalesce(max(sv.name), min(s.name)) as name,
               count(*) filter (where a.status <> 'cancelled')::int as count,
               coalesce(sum(s.price_kurus) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus
        from appointment_services s join appointments a on a.id = s.appointment_id
        left join services sv on sv.id = s.service_id and sv.salon_id = ${salonId}
        where a.salon_id = ${salonId} and a.deleted_at is null
          and a.starts_at >= ${ts(start)} and a.starts_at < ${ts(end)}
        group by s.service_id, case when s.service_id is null then s.name end
        having count(*) filter (where a.status <> 'cancelled') > 0
        order by 3 desc, 4 desc, 2`,
  );
}

const discountedLineRow = z.object({
  appointment_id: count,
  service_id: count.nullable(),
  name: z.string(),
  price_kurus: kurus,
  /** The part of the appointment's list price the salon did not earn: the discount less Salonya's funding. */
  reduction_kurus: kurus,
  /** The coupon discounted this service (no category, or the service is of the coupon's category). */
  eligible: z.boolean(),
});
export type DiscountedLineRow = z.infer<typeof discountedLineRow>;

/**
 * The service lines of completed appointments starting in [start, end) whose salon bore a discount (a salon
 * coupon's: `discount_kurus` above the active redemption's funded part), in the appointment's order.
 */
export async function discountedServiceLines(
  db: Db,
  salonId: number,
  start: Date,
  end: Date,
): Promise<DiscountedLineRow[]> {
  return parsedRows(
    db,
    discountedLineRow,
    sql`select a.id as appointment_id, s.service_id, s.name, s.price_kurus::float8 as price_kurus,
               (a.discount_kurus - coalesce(r.funded_kurus, 0))::float8 as reduction_kurus,
               (c.category_id is null or sv.category_id is not distinct from c.category_id) as eligible
        from appointments a
        join appointment_services s on s.appointment_id = a.id
        left join coupon_redemptions r on r.appointment_id = a.id and r.status = 'active'
        left join coupons c on c.id = r.coupon_id
        left join services sv on sv.id = s.service_id
        where a.salon_id = ${salonId} and a.deleted_at is null and a.status = 'completed'
          and a.starts_at >= ${ts(start)} and a.starts_at < ${ts(end)}
          and a.discount_kurus - coalesce(r.funded_kurus, 0) > 0
        order by a.id, s.position, s.id`,
  );
}
