import type { BlockingRule, BreakRule, WorkingRange } from '@salonya/domain/booking/availability';
import type { AppointmentSpan, SalonDay, StaffAvailability } from '@salonya/domain/booking/slot-engine';
import { WEEKDAY_KEYS } from '@salonya/domain/booking/time';
import { staffSequenceMinutes } from '@salonya/domain/staff/durations';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne, queryRowsNamed } from '../../db/rows';
import { DEFAULT_BOOKING_SETTINGS } from '../../db/schema';

const text = z.string();
const textOrNull = z.string().nullable();
const hoursOfSalon = z.array(z.tuple([int, textOrNull, textOrNull]));

const bookingSalonRow = z.object({
  id: int,
  name: z.string(),
  min_notice_minutes: int,
  max_advance_days: int,
  buffer_minutes: int,
  cancellation_cutoff_minutes: int,
  requires_manual_confirmation: z.boolean(),
  accepts_online_bookings: z.boolean(),
});

/** The one row of loadBookingData: json arrays of tuples, in the order the statement builds them. */
const bookingDataRow = z.object({
  salon: bookingSalonRow
    .extend({ home_travel_minutes: int, hours: hoursOfSalon, allow_staff_durations: z.boolean() })
    .nullable(),
  services: z.array(z.tuple([int, text, int, int, z.boolean()])),
  staff: z.array(z.tuple([int, int, text, z.boolean()])),
  hours: z.array(z.tuple([int, int, text, text])),
  breaks: z.array(z.tuple([int, text, text, z.array(z.enum(WEEKDAY_KEYS))])),
  blockings: z.array(
    z.tuple([
      int,
      text,
      textOrNull,
      textOrNull,
      z.boolean(),
      z.boolean(),
      z.enum(['daily', 'weekly', 'monthly']),
      textOrNull,
    ]),
  ),
  appointments: z.array(z.tuple([int, int, int])),
  home_appointments: z.array(z.tuple([int, int])),
  /** [salon_staff_id, service_id, minutes]: the capable staff's own lengths of the chosen services (migration 0029). */
  own_durations: z.array(z.tuple([int, int, int])),
});

/** Postgres array literal of ids, passed as one parameter. */
export const idArray = (ids: readonly number[]) => `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;

export interface BookingSettings {
  min_notice_minutes: number;
  max_advance_days: number;
  buffer_minutes: number;
  cancellation_cutoff_minutes: number;
  requires_manual_confirmation: boolean;
  /** Off (/salon/ayarlar): the salon takes no new online booking; walk-ins still go in. */
  accepts_online_bookings: boolean;
}

export interface BookingSalon {
  id: number;
  name: string;
  settings: BookingSettings;
  hours: Map<number, SalonDay>;
  /** Minutes kept free after a home visit for the way back (/salon/eve-gelen-hizmet, migration 0018). */
  homeTravelMinutes?: number;
}

export interface BookingService {
  id: number;
  name: string;
  durationMinutes: number;
  priceKurus: number;
  /** Done at the customer's address (its appointment then keeps the salon's travel buffer after it). */
  isHomeService?: boolean;
}

export interface BookingStaff {
  salonStaffId: number;
  userId: number;
  displayName: string;
  canDoServices: boolean;
}

/** The salon (active only), its booking rules and opening hours. */
export async function loadBookingSalon(db: Db, salonId: number): Promise<BookingSalon | null> {
  const r = await queryOne(
    db,
    'loadBookingSalon',
    bookingSalonRow.extend({
      hours: z.array(z.object({ weekday: int, opens_at: textOrNull, closes_at: textOrNull })),
    }),
    sql`
    select s.id, s.name,
      coalesce(b.min_notice_minutes, ${DEFAULT_BOOKING_SETTINGS.min_notice_minutes}) as min_notice_minutes,
      coalesce(b.max_advance_days, ${DEFAULT_BOOKING_SETTINGS.max_advance_days}) as max_advance_days,
      coalesce(b.buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.buffer_minutes}) as buffer_minutes,
      coalesce(b.cancellation_cutoff_minutes, ${DEFAULT_BOOKING_SETTINGS.cancellation_cutoff_minutes}) as cancellation_cutoff_minutes,
      coalesce(b.requires_manual_confirmation, false) as requires_manual_confirmation,
      coalesce(b.accepts_online_bookings, true) as accepts_online_bookings,
      (select coalesce(json_agg(json_build_object('weekday', h.weekday, 'opens_at', h.opens_at, 'closes_at', h.closes_at)), '[]'::json)
        from salon_opening_hours h where h.salon_id = s.id) as hours
    from salons s left join salon_booking_settings b on b.salon_id = s.id
    where s.id = ${salonId} and s.status = 'active'`,
  );
  if (!r) return null;
  const hours = new Map<number, SalonDay>();
  for (const h of r.hours) hours.set(h.weekday, { opensAt: h.opens_at, closesAt: h.closes_at });
  return { id: r.id, name: r.name, settings: settingsOf(r), hours };
}

function settingsOf(r: z.output<typeof bookingSalonRow>): BookingSettings {
  return {
    min_notice_minutes: r.min_notice_minutes,
    max_advance_days: r.max_advance_days,
    buffer_minutes: r.buffer_minutes,
    cancellation_cutoff_minutes: r.cancellation_cutoff_minutes,
    requires_manual_confirmation: r.requires_manual_confirmation,
    accepts_online_bookings: r.accepts_online_bookings,
  };
}

export interface BookingData {
  salon: BookingSalon | null;
  /** Active services of the salon among the ids (unknown, inactive or other salons' ids are left out). */
  services: BookingService[];
  /** Active staff of the salon (or the one chosen), with whether each does every one of the services. */
  staff: BookingStaff[];
  /** Availability of the capable staff (in `staff` order) for the Istanbul dates [from, to]. */
  availability: StaffAvailability[];
  /**
   * salon_staff_id → service_id → the staff member's own length (ADR 0045); empty unless the salon allows them.
   * A member with own lengths also carries their sequence's total as `durationMinutes` in `availability`.
   */
  ownDurations: Map<number, Map<number, number>>;
}

/**
 * Everything the slot engine needs for a salon, services and staff choice over the Istanbul dates [from, to], in one
 * statement and one round trip (also inside a transaction, where a connection runs one query at a time): the salon
 * with its rules and hours, the services, the candidate staff, and the working hours, breaks, blockings and live
 * appointments of the capable ones (partial covering index `appointments_live_staff_starts_idx`, migration 0017).
 */
export async function loadBookingData(
  db: Db,
  salonId: number,
  serviceIds: readonly number[],
  onlyStaffId: number | null,
  from: string,
  to: string,
  excludeAppointmentId: number | null = null,
): Promise<BookingData> {
  const services = idArray(serviceIds);
  // A named statement per variant: PostgreSQL plans it once per connection instead of on every request (the plan
  // took longer than the execution). The text of a variant never changes, only its parameters.
  const name = `booking_data_${onlyStaffId === null ? 'any' : 'one'}_${excludeAppointmentId === null ? 'all' : 'excl'}`;
  const [row] = await queryRowsNamed(
    db,
    name,
    bookingDataRow,
    sql`with
    cand as (
      select st.id, st.user_id, st.display_name,
        (select count(*) from staff_services ss where ss.salon_staff_id = st.id
          and ss.service_id = any(${services}::int[])) = ${serviceIds.length} as can_do
      from salon_staff st
      where st.salon_id = ${salonId} and st.is_active ${onlyStaffId === null ? sql`` : sql`and st.id = ${onlyStaffId}`}
    ),
    capable as (select coalesce(array_agg(id), '{}') as ids from cand where can_do)
    select
      (select json_build_object('id', s.id, 'name', s.name,
          'min_notice_minutes', coalesce(b.min_notice_minutes, ${DEFAULT_BOOKING_SETTINGS.min_notice_minutes}),
          'max_advance_days', coalesce(b.max_advance_days, ${DEFAULT_BOOKING_SETTINGS.max_advance_days}),
          'buffer_minutes', coalesce(b.buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.buffer_minutes}),
          'cancellation_cutoff_minutes', coalesce(b.cancellation_cutoff_minutes, ${DEFAULT_BOOKING_SETTINGS.cancellation_cutoff_minutes}),
          'requires_manual_confirmation', coalesce(b.requires_manual_confirmation, false),
          'home_travel_minutes', coalesce(b.home_travel_buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.home_travel_buffer_minutes}),
          'accepts_online_bookings', coalesce(b.accepts_online_bookings, true),
          'allow_staff_durations', coalesce(b.allow_staff_durations, false),
          'hours', (select coalesce(json_agg(json_build_array(h.weekday, h.opens_at, h.closes_at)), '[]'::json)
            from salon_opening_hours h where h.salon_id = s.id))
        from salons s left join salon_booking_settings b on b.salon_id = s.id
        where s.id = ${salonId} and s.status = 'active') as salon,
      (select coalesce(json_agg(json_build_array(id, name, duration_minutes,
          coalesce(discounted_price_kurus, price_kurus), is_home_service)), '[]'::json)
        from services where salon_id = ${salonId} and is_active and id = any(${services}::int[])) as services,
      (select coalesce(json_agg(json_build_array(id, user_id, display_name, can_do) order by id), '[]'::json)
        from cand) as staff,
      (select coalesce(json_agg(json_build_array(salon_staff_id, weekday, starts_at::text, ends_at::text)), '[]'::json)
        from staff_working_hours where salon_staff_id = any((select ids from capable)::int[])) as hours,
      (select coalesce(json_agg(json_build_array(salon_staff_id, start_time::text, end_time::text, days)), '[]'::json)
        from staff_breaks where salon_staff_id = any((select ids from capable)::int[]) and status = 'active') as breaks,
      (select coalesce(json_agg(json_build_array(salon_staff_id, date::text, start_time::text, end_time::text,
          is_full_day, recurring, recurring_pattern, end_date::text)), '[]'::json)
        from staff_blockings where salon_staff_id = any((select ids from capable)::int[]) and status = 'active'
          and ((date between ${from}::date and ${to}::date)
            or (recurring and date <= ${to}::date and (end_date is null or end_date >= ${from}::date)))) as blockings,
      (select coalesce(json_agg(json_build_array(salon_staff_id, floor(date_part('epoch', starts_at) / 60)::int,
          ceil(date_part('epoch', ends_at) / 60)::int)), '[]'::json)
        from appointments
        where salon_staff_id = any((select ids from capable)::int[]) and status <> 'cancelled' and deleted_at is null
          ${excludeAppointmentId === null ? sql`` : sql`and id <> ${excludeAppointmentId}`}
          and starts_at >= (${from}::date - 1)::timestamp at time zone 'Europe/Istanbul'
          and starts_at < (${to}::date + 1)::timestamp at time zone 'Europe/Istanbul') as appointments,
      (select coalesce(json_agg(json_build_array(salon_staff_id, floor(date_part('epoch', starts_at) / 60)::int)), '[]'::json)
        from appointments
        where salon_staff_id = any((select ids from capable)::int[]) and address is not null
          and status <> 'cancelled' and deleted_at is null
          ${excludeAppointmentId === null ? sql`` : sql`and id <> ${excludeAppointmentId}`}
          and starts_at >= (${from}::date - 1)::timestamp at time zone 'Europe/Istanbul'
          and starts_at < (${to}::date + 1)::timestamp at time zone 'Europe/Istanbul') as home_appointments,
      (select coalesce(json_agg(json_build_array(salon_staff_id, service_id, duration_minutes)), '[]'::json)
        from staff_services
        where salon_staff_id = any((select ids from capable)::int[]) and service_id = any(${services}::int[])
          and duration_minutes is not null) as own_durations
  `,
  );
  if (!row) throw new Error('loadBookingData: the statement answered no row');

  const s = row.salon;
  const salon: BookingSalon | null = s
    ? {
        id: s.id,
        name: s.name,
        settings: settingsOf(s),
        hours: new Map(s.hours.map(([weekday, opensAt, closesAt]) => [weekday, { opensAt, closesAt }])),
        homeTravelMinutes: s.home_travel_minutes,
      }
    : null;
  const staff: BookingStaff[] = row.staff.map(([id, userId, displayName, canDo]) => ({
    salonStaffId: id,
    userId,
    displayName,
    canDoServices: canDo,
  }));

  const byStaff = new Map(
    staff
      .filter((m) => m.canDoServices)
      .map((m) => [
        m.salonStaffId,
        {
          ...m,
          workingRanges: [] as WorkingRange[],
          breaks: [] as BreakRule[],
          blockings: [] as BlockingRule[],
          appointments: [] as AppointmentSpan[],
        },
      ]),
  );
  const of = (id: number) => byStaff.get(id);
  for (const [id, weekday, startTime, endTime] of row.hours)
    of(id)?.workingRanges.push({ weekday, startTime, endTime });
  for (const [id, startTime, endTime, days] of row.breaks)
    of(id)?.breaks.push({ startTime, endTime, days, status: 'active' });
  for (const [id, date, startTime, endTime, isFullDay, recurring, recurringPattern, endDate] of row.blockings)
    of(id)?.blockings.push({
      date,
      startTime,
      endTime,
      isFullDay,
      recurring,
      recurringPattern,
      endDate,
      status: 'active',
    });
  // A home visit keeps the salon's travel buffer after it (partial index appointments_live_home_staff_idx, 0018).
  const travel = salon?.homeTravelMinutes ?? 0;
  const homeVisits = new Set(row.home_appointments.map(([id, startsAt]) => `${id}:${startsAt}`));
  for (const [id, startsAt, endsAt] of row.appointments)
    of(id)?.appointments.push({
      start: startsAt,
      end: endsAt + (travel > 0 && homeVisits.has(`${id}:${startsAt}`) ? travel : 0),
    });

  const bookingServices = row.services.map(([id, name, durationMinutes, priceKurus, isHomeService]) => ({
    id,
    name,
    durationMinutes,
    priceKurus,
    isHomeService,
  }));
  // A staff member's own lengths count only while the salon allows them (the owner may switch it off again).
  const ownDurations = new Map<number, Map<number, number>>();
  if (s?.allow_staff_durations) {
    for (const [id, serviceId, minutes] of row.own_durations) {
      if (!byStaff.has(id)) continue;
      const own = ownDurations.get(id) ?? new Map<number, number>();
      own.set(serviceId, minutes);
      ownDurations.set(id, own);
    }
  }
  const availability: StaffAvailability[] = [...byStaff.values()].map((member) => {
    const own = ownDurations.get(member.salonStaffId);
    return own ? { ...member, durationMinutes: staffSequenceMinutes(bookingServices, own, true) } : member;
  });

  return { salon, services: bookingServices, staff, availability, ownDurations };
}
