import type { BlockingRule, BreakRule, WorkingRange } from '@salonya/domain/booking/availability';
import type { SalonDay, StaffAvailability } from '@salonya/domain/booking/slot-engine';
import type { WeekdayKey } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEFAULT_BOOKING_SETTINGS } from '../../db/schema';

type Rows<T> = { rows: T[] };

/** Postgres array literal of ids, passed as one parameter. */
export const idArray = (ids: readonly number[]) => `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;

export interface BookingSettings {
  min_notice_minutes: number;
  max_advance_days: number;
  buffer_minutes: number;
  cancellation_cutoff_minutes: number;
  requires_manual_confirmation: boolean;
}

export interface BookingSalon {
  id: number;
  name: string;
  settings: BookingSettings;
  hours: Map<number, SalonDay>;
}

export interface BookingService {
  id: number;
  name: string;
  durationMinutes: number;
  priceKurus: number;
}

export interface BookingStaff {
  salonStaffId: number;
  userId: number;
  displayName: string;
  canDoServices: boolean;
}

/** The salon (active only), its booking rules and opening hours. */
export async function loadBookingSalon(db: Db, salonId: number): Promise<BookingSalon | null> {
  const result = (await db.execute(sql`
    select s.id, s.name,
      coalesce(b.min_notice_minutes, ${DEFAULT_BOOKING_SETTINGS.min_notice_minutes}) as min_notice_minutes,
      coalesce(b.max_advance_days, ${DEFAULT_BOOKING_SETTINGS.max_advance_days}) as max_advance_days,
      coalesce(b.buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.buffer_minutes}) as buffer_minutes,
      coalesce(b.cancellation_cutoff_minutes, ${DEFAULT_BOOKING_SETTINGS.cancellation_cutoff_minutes}) as cancellation_cutoff_minutes,
      coalesce(b.requires_manual_confirmation, false) as requires_manual_confirmation,
      (select coalesce(json_agg(json_build_object('weekday', h.weekday, 'opens_at', h.opens_at, 'closes_at', h.closes_at)), '[]'::json)
        from salon_opening_hours h where h.salon_id = s.id) as hours
    from salons s left join salon_booking_settings b on b.salon_id = s.id
    where s.id = ${salonId} and s.status = 'active'`)) as unknown as Rows<Record<string, unknown>>;
  const r = result.rows[0];
  if (!r) return null;
  const hours = new Map<number, SalonDay>();
  for (const h of r.hours as { weekday: number; opens_at: string | null; closes_at: string | null }[]) {
    hours.set(Number(h.weekday), { opensAt: h.opens_at, closesAt: h.closes_at });
  }
  return {
    id: Number(r.id),
    name: r.name as string,
    settings: {
      min_notice_minutes: Number(r.min_notice_minutes),
      max_advance_days: Number(r.max_advance_days),
      buffer_minutes: Number(r.buffer_minutes),
      cancellation_cutoff_minutes: Number(r.cancellation_cutoff_minutes),
      requires_manual_confirmation: r.requires_manual_confirmation === true,
    },
    hours,
  };
}

/** Active services of the salon among the ids (unknown, inactive or other salons' ids are left out). */
export async function loadServices(
  db: Db,
  salonId: number,
  ids: readonly number[],
): Promise<BookingService[]> {
  const result = (await db.execute(sql`
    select id, name, duration_minutes, coalesce(discounted_price_kurus, price_kurus) as price_kurus
    from services where salon_id = ${salonId} and is_active and id = any(${idArray(ids)}::int[])`)) as unknown as Rows<
    Record<string, unknown>
  >;
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name as string,
    durationMinutes: Number(r.duration_minutes),
    priceKurus: Number(r.price_kurus),
  }));
}

/** Active staff of the salon (or the one chosen), with whether each does every one of the services. */
export async function loadStaff(
  db: Db,
  salonId: number,
  serviceIds: readonly number[],
  onlyStaffId: number | null,
): Promise<BookingStaff[]> {
  const result = (await db.execute(sql`
    select st.id, st.user_id, st.display_name,
      (select count(*) from staff_services ss where ss.salon_staff_id = st.id
        and ss.service_id = any(${idArray(serviceIds)}::int[]))::int as can_do
    from salon_staff st
    where st.salon_id = ${salonId} and st.is_active ${onlyStaffId === null ? sql`` : sql`and st.id = ${onlyStaffId}`}
    order by st.id`)) as unknown as Rows<Record<string, unknown>>;
  return result.rows.map((r) => ({
    salonStaffId: Number(r.id),
    userId: Number(r.user_id),
    displayName: r.display_name as string,
    canDoServices: Number(r.can_do) === serviceIds.length,
  }));
}

/**
 * Working hours, breaks, blockings and live appointments of the staff for the Istanbul dates [from, to], in four
 * index-backed queries whatever the number of staff or days.
 */
export async function loadAvailability(
  db: Db,
  staff: readonly BookingStaff[],
  from: string,
  to: string,
  excludeAppointmentId: number | null = null,
): Promise<StaffAvailability[]> {
  if (staff.length === 0) return [];
  const ids = idArray(staff.map((s) => s.salonStaffId));
  // One round trip (also inside a transaction, where a connection runs one query at a time).
  const result = (await db.execute(sql`select
    (select coalesce(json_agg(json_build_object('salon_staff_id', salon_staff_id, 'weekday', weekday,
        's', starts_at::text, 'e', ends_at::text)), '[]'::json)
      from staff_working_hours where salon_staff_id = any(${ids}::int[])) as hours,
    (select coalesce(json_agg(json_build_object('salon_staff_id', salon_staff_id, 's', start_time::text,
        'e', end_time::text, 'days', days)), '[]'::json)
      from staff_breaks where salon_staff_id = any(${ids}::int[]) and status = 'active') as breaks,
    (select coalesce(json_agg(json_build_object('salon_staff_id', salon_staff_id, 'date', date::text,
        's', start_time::text, 'e', end_time::text, 'is_full_day', is_full_day, 'recurring', recurring,
        'recurring_pattern', recurring_pattern, 'end_date', end_date::text)), '[]'::json)
      from staff_blockings where salon_staff_id = any(${ids}::int[]) and status = 'active'
        and ((date between ${from}::date and ${to}::date)
          or (recurring and date <= ${to}::date and (end_date is null or end_date >= ${from}::date)))) as blockings,
    (select coalesce(json_agg(json_build_object('salon_staff_id', salon_staff_id,
        'starts_at', extract(epoch from starts_at), 'ends_at', extract(epoch from ends_at))), '[]'::json)
      from appointments
      where salon_staff_id = any(${ids}::int[]) and status <> 'cancelled' and deleted_at is null
        ${excludeAppointmentId === null ? sql`` : sql`and id <> ${excludeAppointmentId}`}
        and starts_at >= (${from}::date - 1)::timestamp at time zone 'Europe/Istanbul'
        and starts_at < (${to}::date + 1)::timestamp at time zone 'Europe/Istanbul') as appointments
  `)) as unknown as Rows<Record<string, Record<string, unknown>[]>>;
  const row = result.rows[0];
  const hours = row?.hours ?? [];
  const breaks = row?.breaks ?? [];
  const blockings = row?.blockings ?? [];
  const appointments = row?.appointments ?? [];

  const byStaff = new Map(
    staff.map((s) => [
      s.salonStaffId,
      {
        ...s,
        workingRanges: [] as WorkingRange[],
        breaks: [] as BreakRule[],
        blockings: [] as BlockingRule[],
        appointments: [] as { startsAt: Date; endsAt: Date }[],
      },
    ]),
  );
  const of = (r: Record<string, unknown>) => byStaff.get(Number(r.salon_staff_id));
  for (const r of hours)
    of(r)?.workingRanges.push({
      weekday: Number(r.weekday),
      startTime: r.s as string,
      endTime: r.e as string,
    });
  for (const r of breaks)
    of(r)?.breaks.push({
      startTime: r.s as string,
      endTime: r.e as string,
      days: r.days as WeekdayKey[],
      status: 'active',
    });
  for (const r of blockings)
    of(r)?.blockings.push({
      date: r.date as string,
      startTime: r.s as string | null,
      endTime: r.e as string | null,
      isFullDay: r.is_full_day === true,
      recurring: r.recurring === true,
      recurringPattern: r.recurring_pattern as BlockingRule['recurringPattern'],
      endDate: r.end_date as string | null,
      status: 'active',
    });
  for (const r of appointments)
    of(r)?.appointments.push({
      startsAt: new Date(Number(r.starts_at) * 1000),
      endsAt: new Date(Number(r.ends_at) * 1000),
    });
  return [...byStaff.values()];
}
