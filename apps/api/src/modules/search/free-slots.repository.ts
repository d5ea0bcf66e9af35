import type { BlockingRule, BreakRule, WorkingRange } from '@salonya/domain/booking/availability';
import { daySlots, type SalonDay, type StaffAvailability } from '@salonya/domain/booking/slot-engine';
import { isoWeekday, WEEKDAY_KEYS } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, num, queryOne } from '../../db/rows';
import { DEFAULT_BOOKING_SETTINGS } from '../../db/schema';

const textOrNull = z.string().nullable();
/** The one row of salonsWithFreeSlot: json arrays of objects, keyed by staff id `id`. */
const dayRow = z.object({
  salons: z.array(
    z.object({ id: int, notice: int, advance: int, buffer: int, opens: textOrNull, closes: textOrNull }),
  ),
  staff: z.array(z.object({ id: int, salon_id: int, user_id: int, name: z.string(), duration: int })),
  hours: z.array(z.object({ id: int, s: z.string(), e: z.string() })),
  breaks: z.array(z.object({ id: int, s: z.string(), e: z.string(), days: z.array(z.enum(WEEKDAY_KEYS)) })),
  blockings: z.array(
    z.object({
      id: int,
      date: z.string(),
      s: textOrNull,
      e: textOrNull,
      is_full_day: z.boolean(),
      recurring: z.boolean(),
      recurring_pattern: z.enum(['daily', 'weekly', 'monthly']),
      end_date: textOrNull,
    }),
  ),
  appointments: z.array(z.object({ id: int, a: num, b: num })),
});

/** Postgres array literal of ids, passed as one parameter. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;

interface SalonOfDay {
  rules: { minNoticeMinutes: number; maxAdvanceDays: number; bufferMinutes: number };
  hours: Map<number, SalonDay>;
  staff: (StaffAvailability & { durationMinutes: number })[];
}

/**
 * The salons among `salonIds` with at least one free slot on the Istanbul date (the search's `date` filter), by
 * the booking slot engine's rules: for each active staff member, their shortest active service must fit the day
 * (opening hours, working ranges, breaks, blockings, appointments, notice, advance limit). Everything for all the
 * salons is read in one query, then the pure engine runs per staff member.
 */
export async function salonsWithFreeSlot(
  db: Db,
  salonIds: readonly number[],
  date: string,
  now: Date,
): Promise<Set<number>> {
  const free = new Set<number>();
  if (salonIds.length === 0) return free;
  const ids = idArray(salonIds);
  const weekday = isoWeekday(date);
  const row = await queryOne(
    db,
    'salonsWithFreeSlot',
    dayRow,
    sql`
    with staff as (
      select st.id, st.salon_id, st.user_id, st.display_name, min(sv.duration_minutes) as duration
      from salon_staff st
      join staff_services ss on ss.salon_staff_id = st.id
      join services sv on sv.id = ss.service_id and sv.is_active and sv.salon_id = st.salon_id
      where st.salon_id = any(${ids}::int[]) and st.is_active
      group by st.id
    )
    select
      (select coalesce(json_agg(json_build_object('id', s.id,
          'notice', coalesce(b.min_notice_minutes, ${DEFAULT_BOOKING_SETTINGS.min_notice_minutes}),
          'advance', coalesce(b.max_advance_days, ${DEFAULT_BOOKING_SETTINGS.max_advance_days}),
          'buffer', coalesce(b.buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.buffer_minutes}),
          'opens', h.opens_at::text, 'closes', h.closes_at::text)), '[]'::json)
        from salons s
        left join salon_booking_settings b on b.salon_id = s.id
        left join salon_opening_hours h on h.salon_id = s.id and h.weekday = ${weekday}
        where s.id = any(${ids}::int[]) and s.status = 'active'
          and coalesce(b.accepts_online_bookings, true)) as salons,
      (select coalesce(json_agg(json_build_object('id', id, 'salon_id', salon_id, 'user_id', user_id,
          'name', display_name, 'duration', duration)), '[]'::json) from staff) as staff,
      (select coalesce(json_agg(json_build_object('id', salon_staff_id, 's', starts_at::text, 'e', ends_at::text)),
          '[]'::json)
        from staff_working_hours where salon_staff_id in (select id from staff) and weekday = ${weekday}) as hours,
      (select coalesce(json_agg(json_build_object('id', salon_staff_id, 's', start_time::text, 'e', end_time::text,
          'days', days)), '[]'::json)
        from staff_breaks where salon_staff_id in (select id from staff) and status = 'active') as breaks,
      (select coalesce(json_agg(json_build_object('id', salon_staff_id, 'date', date::text, 's', start_time::text,
          'e', end_time::text, 'is_full_day', is_full_day, 'recurring', recurring,
          'recurring_pattern', recurring_pattern, 'end_date', end_date::text)), '[]'::json)
        from staff_blockings where salon_staff_id in (select id from staff) and status = 'active'
          and (date = ${date}::date
            or (recurring and date <= ${date}::date and (end_date is null or end_date >= ${date}::date)))) as blockings,
      (select coalesce(json_agg(json_build_object('id', salon_staff_id,
          'a', extract(epoch from starts_at), 'b', extract(epoch from ends_at))), '[]'::json)
        from appointments
        where salon_staff_id in (select id from staff) and status <> 'cancelled' and deleted_at is null
          and starts_at >= (${date}::date - 1)::timestamp at time zone 'Europe/Istanbul'
          and starts_at < (${date}::date + 1)::timestamp at time zone 'Europe/Istanbul') as appointments
  `,
  );
  if (!row) return free;

  const salons = new Map<number, SalonOfDay>();
  for (const s of row.salons) {
    salons.set(s.id, {
      rules: { minNoticeMinutes: s.notice, maxAdvanceDays: s.advance, bufferMinutes: s.buffer },
      hours: new Map([[weekday, { opensAt: s.opens, closesAt: s.closes }]]),
      staff: [],
    });
  }
  type Member = StaffAvailability & {
    durationMinutes: number;
    workingRanges: WorkingRange[];
    breaks: BreakRule[];
    blockings: BlockingRule[];
    appointments: { startsAt: Date; endsAt: Date }[];
  };
  const staff = new Map<number, Member>();
  for (const r of row.staff) {
    const salon = salons.get(r.salon_id);
    if (!salon) continue;
    const member: Member = {
      salonStaffId: r.id,
      userId: r.user_id,
      displayName: r.name,
      canDoServices: true,
      durationMinutes: r.duration,
      workingRanges: [],
      breaks: [],
      blockings: [],
      appointments: [],
    };
    staff.set(member.salonStaffId, member);
    salon.staff.push(member);
  }
  const of = (r: { id: number }) => staff.get(r.id);
  for (const r of row.hours) of(r)?.workingRanges.push({ weekday, startTime: r.s, endTime: r.e });
  for (const r of row.breaks)
    of(r)?.breaks.push({ startTime: r.s, endTime: r.e, days: r.days, status: 'active' });
  for (const r of row.blockings)
    of(r)?.blockings.push({
      date: r.date,
      startTime: r.s,
      endTime: r.e,
      isFullDay: r.is_full_day,
      recurring: r.recurring,
      recurringPattern: r.recurring_pattern,
      endDate: r.end_date,
      status: 'active',
    });
  for (const r of row.appointments)
    of(r)?.appointments.push({ startsAt: new Date(r.a * 1000), endsAt: new Date(r.b * 1000) });

  for (const [salonId, salon] of salons) {
    const open = salon.staff.some(
      (member) =>
        daySlots({
          date,
          now,
          rules: salon.rules,
          salonHours: salon.hours,
          staff: [member],
          durationMinutes: member.durationMinutes,
        }).slots.length > 0,
    );
    if (open) free.add(salonId);
  }
  return free;
}
