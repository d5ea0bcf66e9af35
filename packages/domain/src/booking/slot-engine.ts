import {
  blockingInterval,
  breakInterval,
  overlaps,
  workingIntervals,
  type BlockingRule,
  type BreakRule,
  type Interval,
  type WorkingRange,
} from './availability';
import {
  addDays,
  daysBetween,
  isoWeekday,
  istanbulInstant,
  istanbulParts,
  MINUTES_PER_DAY,
  timeToMinutes,
} from './time';

export const SLOT_STEP_MINUTES = 15;

/** Per-salon booking rules (defaults in the migration: 60 min notice, 60 days ahead, no buffer, 120 min cut-off). */
export interface BookingRules {
  minNoticeMinutes: number;
  maxAdvanceDays: number;
  bufferMinutes: number;
}

export interface StaffAvailability {
  salonStaffId: number;
  userId: number;
  displayName: string;
  /** Every chosen service is one this staff member does. */
  canDoServices: boolean;
  workingRanges: readonly WorkingRange[];
  breaks: readonly BreakRule[];
  blockings: readonly BlockingRule[];
  /** Live (not cancelled) appointments around the day, as instants. */
  appointments: readonly { startsAt: Date; endsAt: Date }[];
}

export interface SalonDay {
  opensAt: string | null;
  closesAt: string | null;
}

export interface DaySlotsInput {
  date: string;
  now: Date;
  rules: BookingRules;
  /** Opening hours by ISO weekday (1–7); a missing weekday is closed. */
  salonHours: ReadonlyMap<number, SalonDay>;
  /** Candidates: one staff member, or every active staff member for 'any'. */
  staff: readonly StaffAvailability[];
  /** Sum of the chosen services' durations (they are done one after another by one staff member). */
  durationMinutes: number;
}

export interface SlotStaffRef {
  salonStaffId: number;
  userId: number;
  displayName: string;
}

export interface EngineSlot {
  /** Minutes since the Istanbul midnight of the date. */
  minutes: number;
  /** Free capable staff, fairest first (fewest appointments that day, then lowest id). */
  staff: SlotStaffRef[];
}

export type NoSlotsReason =
  'salon_closed' | 'staff_not_working' | 'in_past' | 'beyond_max_advance' | 'fully_booked';

export interface DaySlots {
  date: string;
  slots: EngineSlot[];
  noSlotsReason: NoSlotsReason | null;
}

/** First and last Istanbul date a booking may start on. */
export function bookableDateRange(now: Date, rules: BookingRules): { first: string; last: string } {
  const today = istanbulParts(now).date;
  const earliest = istanbulParts(new Date(now.getTime() + rules.minNoticeMinutes * 60_000)).date;
  return { first: earliest, last: addDays(today, rules.maxAdvanceDays) };
}

function salonInterval(hours: SalonDay | undefined): Interval | null {
  if (!hours?.opensAt || !hours.closesAt) return null;
  const interval = { start: timeToMinutes(hours.opensAt), end: timeToMinutes(hours.closesAt) };
  return interval.end > interval.start ? interval : null;
}

function ceilToStep(minutes: number): number {
  return Math.ceil(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
}

/** The busy minutes of one staff member on a date: breaks, blockings and appointments (plus buffer). */
function busyIntervals(
  member: StaffAvailability,
  date: string,
  dayStartMs: number,
  bufferMinutes: number,
): Interval[] {
  const busy: Interval[] = [];
  for (const rule of member.breaks) {
    const interval = breakInterval(rule, date);
    if (interval) busy.push(interval);
  }
  for (const blocking of member.blockings) {
    const interval = blockingInterval(blocking, date);
    if (interval) busy.push(interval);
  }
  for (const a of member.appointments) {
    // An existing appointment keeps its buffer after it; the new one needs its own buffer before the next one.
    const start = Math.floor((a.startsAt.getTime() - dayStartMs) / 60_000) - bufferMinutes;
    const end = Math.ceil((a.endsAt.getTime() - dayStartMs) / 60_000) + bufferMinutes;
    if (end > 0 && start < MINUTES_PER_DAY) busy.push({ start, end });
  }
  return busy;
}

/** Live appointments starting on the date (the fairness measure of 'any staff'). */
function appointmentsOnDate(member: StaffAvailability, dayStartMs: number): number {
  const dayEndMs = dayStartMs + MINUTES_PER_DAY * 60_000;
  let count = 0;
  for (const a of member.appointments) {
    const t = a.startsAt.getTime();
    if (t >= dayStartMs && t < dayEndMs) count += 1;
  }
  return count;
}

/**
 * The free start times of one day on a 15-minute grid. A start is free for a staff member when the whole service
 * sequence fits inside one of their working ranges (within the salon's opening hours), touches no break, blocking
 * or appointment (with buffer), starts at least min-notice after now, and the date is within max-advance days.
 */
export function daySlots(input: DaySlotsInput): DaySlots {
  const { date, now, rules, durationMinutes } = input;
  const weekday = isoWeekday(date);
  const salonHours = salonInterval(input.salonHours.get(weekday));
  const none = (noSlotsReason: NoSlotsReason): DaySlots => ({ date, slots: [], noSlotsReason });

  const today = istanbulParts(now).date;
  if (date < today) return none('in_past');
  if (daysBetween(today, date) > rules.maxAdvanceDays) return none('beyond_max_advance');
  if (!salonHours) return none('salon_closed');

  const dayStartMs = istanbulInstant(date, 0).getTime();
  const earliest = Math.floor((now.getTime() + rules.minNoticeMinutes * 60_000 - dayStartMs) / 60_000);
  if (earliest + durationMinutes > salonHours.end) return none('in_past');

  const capable = input.staff.filter((s) => s.canDoServices);
  const byStart = new Map<number, { ref: SlotStaffRef; load: number }[]>();
  let anyoneWorks = false;
  for (const member of capable) {
    const working = workingIntervals(member.workingRanges, weekday, salonHours);
    if (working.length === 0) continue;
    const busy = busyIntervals(member, date, dayStartMs, rules.bufferMinutes);
    if (busy.some((b) => b.start <= 0 && b.end >= MINUTES_PER_DAY)) continue;
    anyoneWorks = true;
    const load = appointmentsOnDate(member, dayStartMs);
    const ref = { salonStaffId: member.salonStaffId, userId: member.userId, displayName: member.displayName };
    for (const range of working) {
      for (
        let start = ceilToStep(Math.max(range.start, earliest));
        start + durationMinutes <= range.end;
        start += SLOT_STEP_MINUTES
      ) {
        const candidate = { start, end: start + durationMinutes };
        if (busy.some((b) => overlaps(candidate, b))) continue;
        let list = byStart.get(start);
        if (!list) byStart.set(start, (list = []));
        list.push({ ref, load });
      }
    }
  }
  if (byStart.size === 0) return none(anyoneWorks ? 'fully_booked' : 'staff_not_working');
  const slots = [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minutes, list]) => ({
      minutes,
      staff: list
        .sort((a, b) => a.load - b.load || a.ref.salonStaffId - b.ref.salonStaffId)
        .map((entry) => entry.ref),
    }));
  return { date, slots, noSlotsReason: null };
}

/** Fair pick for 'any staff': the first of a slot's staff (fewest appointments that day, ties by lowest id). */
export function pickStaffFairly(slot: EngineSlot | undefined): SlotStaffRef | null {
  return slot?.staff[0] ?? null;
}

/** The slot at a given start, if free. */
export function findSlot(day: DaySlots, minutes: number): EngineSlot | undefined {
  return day.slots.find((s) => s.minutes === minutes);
}

/**
 * The free starts nearest to a wanted time: the same day by distance (earlier and later), then the following days
 * in order, at most `limit`.
 */
export function nearestSlots(
  days: readonly DaySlots[],
  wantedDate: string,
  wantedMinutes: number,
  limit = 6,
): { date: string; slot: EngineSlot }[] {
  const sameDay = days.find((d) => d.date === wantedDate);
  const result: { date: string; slot: EngineSlot }[] = [];
  if (sameDay) {
    const sorted = [...sameDay.slots]
      .filter((s) => s.minutes !== wantedMinutes)
      .sort(
        (a, b) =>
          Math.abs(a.minutes - wantedMinutes) - Math.abs(b.minutes - wantedMinutes) || a.minutes - b.minutes,
      );
    for (const slot of sorted.slice(0, limit)) result.push({ date: wantedDate, slot });
  }
  for (const day of [...days]
    .filter((d) => d.date > wantedDate)
    .sort((a, b) => a.date.localeCompare(b.date))) {
    for (const slot of day.slots) {
      if (result.length >= limit) return result.sort(byDateTime);
      result.push({ date: day.date, slot });
    }
  }
  return result.sort(byDateTime);
}

function byDateTime(a: { date: string; slot: EngineSlot }, b: { date: string; slot: EngineSlot }): number {
  return a.date.localeCompare(b.date) || a.slot.minutes - b.slot.minutes;
}
