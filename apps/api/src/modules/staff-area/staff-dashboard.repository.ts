import type { BlockingRule, BreakRule, WorkingRange } from '@salonya/domain/booking/availability';
import { BOOKING_TIME_ZONE, WEEKDAY_KEYS, type WeekdayKey } from '@salonya/domain/booking/time';
import { appointmentStatusValues } from '@salonya/contracts/booking';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { services, staffServices } from '../../db/schema-catalogue';
import { categories } from '../../db/schema-identity';

/**
 * The staff dashboard's reads (/personel, issue 20). Every query names the staff member's own salon_staff id, so a
 * staff member never sees a colleague's day. Rows are parsed with zod row schemas (PGlite and node-postgres differ in
 * how they return counts, times and dates).
 */
const count = z.coerce.number().int();
const hhmm = z.string().transform((t) => t.slice(0, 5));
const day = z
  .union([z.date(), z.string()])
  .transform((v) => (v instanceof Date ? v.toISOString() : v).slice(0, 10));

const staffRow = z.object({
  id: count,
  salon_id: count,
  salon_name: z.string(),
});
export type OwnStaffRecord = z.infer<typeof staffRow>;

/** The user's own active membership (ADR 0030: one staff identity, one salon at a time); null if none. */
export async function ownActiveStaff(db: Db, userId: number): Promise<OwnStaffRecord | null> {
  const [row] = await queryRows(
    db,
    'ownActiveStaff',
    staffRow,
    sql`select st.id, st.salon_id, s.name as salon_name from salon_staff st join salons s on s.id = st.salon_id
      where st.user_id = ${userId} and st.removed_at is null and st.is_active
      order by st.id limit 1`,
  );
  return row ?? null;
}

const instant = z.union([z.date(), z.string()]).transform((v) => new Date(v));
const appointmentRow = z.object({
  id: count,
  starts_at: instant,
  ends_at: instant,
  start_time: hhmm,
  end_time: hhmm,
  start_minutes: count,
  end_minutes: count,
  status: z.enum(appointmentStatusValues),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  service_names: z
    .array(z.string())
    .nullable()
    .transform((v) => v ?? []),
  total_price_kurus: count,
  is_home_service: z.boolean(),
  notes: z.string(),
});
export type StaffDayAppointment = z.infer<typeof appointmentRow>;

const local = (column: SQL) => sql`(${column} at time zone ${BOOKING_TIME_ZONE})`;

/** One staff member's appointments starting on an Istanbul date, in start order (cancelled ones included). */
export async function appointmentsOfDay(
  db: Db,
  salonStaffId: number,
  date: string,
): Promise<StaffDayAppointment[]> {
  return queryRows(
    db,
    'appointmentsOfDay',
    appointmentRow,
    sql`select a.id, a.starts_at, a.ends_at,
        to_char(${local(sql`a.starts_at`)}, 'HH24:MI') as start_time,
        to_char(${local(sql`a.ends_at`)}, 'HH24:MI') as end_time,
        (extract(hour from ${local(sql`a.starts_at`)}) * 60 + extract(minute from ${local(sql`a.starts_at`)}))::int
          as start_minutes,
        ((${local(sql`a.ends_at`)})::date - ${date}::date) * 1440
          + (extract(hour from ${local(sql`a.ends_at`)}) * 60 + extract(minute from ${local(sql`a.ends_at`)}))::int
          as end_minutes,
        a.status,
        coalesce(u.name, a.guest_name, 'Misafir') as customer_name,
        coalesce(u.phone, a.guest_phone) as customer_phone,
        (select array_agg(s.name order by s.position) from appointment_services s where s.appointment_id = a.id)
          as service_names,
        a.total_price_kurus::float8 as total_price_kurus,
        (a.address is not null) as is_home_service,
        a.notes
      from appointments a left join users u on u.id = a.customer_user_id
      where a.salon_staff_id = ${salonStaffId} and a.deleted_at is null
        and ${local(sql`a.starts_at`)}::date = ${date}::date
      order by a.starts_at, a.id`,
  );
}

const weekRow = z.object({
  total: count,
  pending: count,
  confirmed: count,
  completed: count,
  cancelled: count,
  no_show: count,
});

/** Counts by status of one staff member's appointments starting on Istanbul dates [from, to]. */
export async function weekCounts(db: Db, salonStaffId: number, from: string, to: string) {
  const [row] = await queryRows(
    db,
    'weekCounts',
    weekRow,
    sql`select count(*)::int as total,
        count(*) filter (where a.status = 'pending')::int as pending,
        count(*) filter (where a.status = 'confirmed')::int as confirmed,
        count(*) filter (where a.status = 'completed')::int as completed,
        count(*) filter (where a.status = 'cancelled')::int as cancelled,
        count(*) filter (where a.status = 'no_show')::int as no_show
      from appointments a
      where a.salon_staff_id = ${salonStaffId} and a.deleted_at is null
        and ${local(sql`a.starts_at`)}::date between ${from}::date and ${to}::date`,
  );
  return weekRow.parse(row ?? { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 });
}

const blockingRow = z.object({
  date: day,
  start_time: hhmm.nullable(),
  end_time: hhmm.nullable(),
  is_full_day: z.boolean(),
  recurring: z.boolean(),
  recurring_pattern: z.enum(['daily', 'weekly', 'monthly']),
  end_date: day.nullable(),
  status: z.enum(['active', 'cancelled']),
});

/** Blockings of one staff member that may apply on `date` (single ones of that day, recurring ones by span). */
export async function blockingsAround(db: Db, salonStaffId: number, date: string): Promise<BlockingRule[]> {
  const list = await queryRows(
    db,
    'blockingsAround',
    blockingRow,
    sql`select b.date, b.start_time::text as start_time, b.end_time::text as end_time, b.is_full_day, b.recurring,
        b.recurring_pattern, b.end_date, b.status
      from staff_blockings b
      where b.salon_staff_id = ${salonStaffId} and b.status = 'active'
        and (b.date = ${date}::date
          or (b.recurring and b.date <= ${date}::date and (b.end_date is null or b.end_date >= ${date}::date)))`,
  );
  return list.map((b) => ({
    date: b.date,
    startTime: b.start_time,
    endTime: b.end_time,
    isFullDay: b.is_full_day,
    recurring: b.recurring,
    recurringPattern: b.recurring_pattern,
    endDate: b.end_date,
    status: b.status,
  }));
}

const weekdayKey = z.enum(WEEKDAY_KEYS);
const breakRow = z.object({
  start_time: hhmm,
  end_time: hhmm,
  days: z.array(z.string()).transform((days) =>
    days.flatMap((d): WeekdayKey[] => {
      const key = weekdayKey.safeParse(d);
      return key.success ? [key.data] : [];
    }),
  ),
  status: z.enum(['active', 'cancelled']),
});

export async function breaksOf(db: Db, salonStaffId: number): Promise<BreakRule[]> {
  const list = await queryRows(
    db,
    'breaksOf',
    breakRow,
    sql`select start_time::text as start_time, end_time::text as end_time, days, status
      from staff_breaks where salon_staff_id = ${salonStaffId} and status = 'active'`,
  );
  return list.map((b) => ({
    startTime: b.start_time,
    endTime: b.end_time,
    days: b.days,
    status: b.status,
  }));
}

const rangeRow = z.object({ weekday: count, start_time: hhmm, end_time: hhmm });
const openingRow = z.object({ opens_at: hhmm.nullable(), closes_at: hhmm.nullable() });

/** The staff member's own weekly working ranges, and the salon's opening hours of one ISO weekday. */
export async function workingHoursOf(
  db: Db,
  salonStaffId: number,
  salonId: number,
  weekday: number,
): Promise<{ ranges: WorkingRange[]; salonHours: { opens: string; closes: string } | null }> {
  const ranges = await queryRows(
    db,
    'workingHours',
    rangeRow,
    sql`select weekday, starts_at::text as start_time, ends_at::text as end_time
      from staff_working_hours where salon_staff_id = ${salonStaffId}`,
  );
  const [opening] = await queryRows(
    db,
    'openingHours',
    openingRow,
    sql`select opens_at::text as opens_at, closes_at::text as closes_at from salon_opening_hours
      where salon_id = ${salonId} and weekday = ${weekday}`,
  );
  return {
    ranges: ranges.map((r) => ({ weekday: r.weekday, startTime: r.start_time, endTime: r.end_time })),
    salonHours:
      opening?.opens_at && opening.closes_at ? { opens: opening.opens_at, closes: opening.closes_at } : null,
  };
}

/** The services assigned to one staff member (not archived), in the salon's order. */
export async function assignedServices(db: Db, salonStaffId: number) {
  return db
    .select({
      id: services.id,
      name: services.name,
      category_name: categories.name,
      description: services.description,
      duration_minutes: services.duration_minutes,
      price_kurus: services.price_kurus,
      discounted_price_kurus: services.discounted_price_kurus,
      is_home_service: services.is_home_service,
      is_pet_service: services.is_pet_service,
      is_active: services.is_active,
      own_duration_minutes: staffServices.duration_minutes,
    })
    .from(staffServices)
    .innerJoin(services, eq(services.id, staffServices.service_id))
    .leftJoin(categories, eq(categories.id, services.category_id))
    .where(and(eq(staffServices.salon_staff_id, salonStaffId), isNull(services.archived_at)))
    .orderBy(asc(services.sort_order), asc(services.id));
}
