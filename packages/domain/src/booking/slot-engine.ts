import {
  blockingInterval,
  breakInterval,
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
  /** Live (not cancelled) appointments around the day, in whole epoch minutes (see `appointmentSpan`). */
  appointments: readonly AppointmentSpan[];
  /**
   * This staff member's own length of the chosen services (their own durations where the salon allows them, see
   * `staff/durations`); the input's `durationMinutes` when absent.
   */
  durationMinutes?: number;
}

/** An appointment as epoch minutes: the start floored, the end ceiled, so a partial minute counts as busy. */
export interface AppointmentSpan {
  start: number;
  end: number;
}

export function appointmentSpan(startsAt: Date, endsAt: Date): AppointmentSpan {
  return { start: Math.floor(startsAt.getTime() / 60_000), end: Math.ceil(endsAt.getTime() / 60_000) };
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
  /** Minutes kept free after the services by every candidate (a home visit's way back); 0 when absent. */
  afterMinutes?: number;
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

/** A day's slots with every staff member they name, once, in the day's fairest-first order. */
export interface DaySlotsWithStaff extends DaySlots {
  staff: SlotStaffRef[];
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

/** Start positions of a day on the 15-minute grid (96): position p starts at p × 15 minutes. */
const GRID_SIZE = MINUTES_PER_DAY / SLOT_STEP_MINUTES;
const MS_PER_MINUTE = 60_000;

/** A staff member's appointments sorted by start, built once per list. */
interface AppointmentIndex {
  starts: Float64Array;
  ends: Float64Array;
  /** Longest appointment, so a day's search can start early enough to catch one running in from before. */
  maxLength: number;
}

// Keyed by the appointments array itself: the month calendar runs 28–31 days over one loaded list.
const appointmentIndexes = new WeakMap<readonly unknown[], AppointmentIndex>();

function appointmentIndex(list: StaffAvailability['appointments']): AppointmentIndex {
  const cached = appointmentIndexes.get(list);
  if (cached) return cached;
  // The loader already sends them by start; only an unsorted list is copied and sorted.
  let ordered = true;
  for (let i = 1; i < list.length && ordered; i += 1) ordered = list[i - 1]!.start <= list[i]!.start;
  const sorted = ordered ? list : [...list].sort((a, b) => a.start - b.start);
  const starts = new Float64Array(sorted.length);
  const ends = new Float64Array(sorted.length);
  let maxLength = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i]!;
    starts[i] = a.start;
    ends[i] = a.end;
    if (a.end - a.start > maxLength) maxLength = a.end - a.start;
  }
  const index: AppointmentIndex = { starts, ends, maxLength };
  appointmentIndexes.set(list, index);
  return index;
}

/** First index whose value is >= target (sorted ascending). */
function lowerBound(values: Float64Array, target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Marks grid starts whose [start, start + duration) would touch the busy interval as taken. */
function clearBusy(free: Uint8Array, busy: Interval, durationMinutes: number): void {
  const first = Math.max(0, Math.floor((busy.start - durationMinutes) / SLOT_STEP_MINUTES) + 1);
  const last = Math.min(GRID_SIZE - 1, Math.ceil(busy.end / SLOT_STEP_MINUTES) - 1);
  for (let p = first; p <= last; p += 1) free[p] = 0;
}

/** One working staff member's free grid starts on the day. */
interface MemberDay {
  ref: SlotStaffRef;
  /** Live appointments starting that day (the fairness measure of 'any staff'). */
  load: number;
  /** free[p] = 1 when the start p × 15 minutes fits. */
  free: Uint8Array;
}

interface DayPlan {
  /** Set when the day is out before any staff member is looked at. */
  reason: NoSlotsReason | null;
  /** Working staff, fairest first (fewest appointments that day, then lowest id). */
  members: MemberDay[];
}

const staffRefs = new WeakMap<StaffAvailability, SlotStaffRef>();
function refOf(member: StaffAvailability): SlotStaffRef {
  let ref = staffRefs.get(member);
  if (!ref) {
    ref = { salonStaffId: member.salonStaffId, userId: member.userId, displayName: member.displayName };
    staffRefs.set(member, ref);
  }
  return ref;
}

/**
 * Integer-minute core of the engine: for each capable working staff member, a 96-entry grid of free starts. Working
 * ranges set their starts; every break, blocking and appointment (widened by the buffer) clears the starts whose
 * service sequence would touch it. No object per candidate start.
 */
function planDay(input: DaySlotsInput): DayPlan {
  const { date, now, rules } = input;
  const after = input.afterMinutes ?? 0;
  const lengthOf = (member: StaffAvailability) => (member.durationMinutes ?? input.durationMinutes) + after;
  const weekday = isoWeekday(date);
  const salonHours = salonInterval(input.salonHours.get(weekday));
  const out = (reason: NoSlotsReason): DayPlan => ({ reason, members: [] });

  const today = istanbulParts(now).date;
  if (date < today) return out('in_past');
  if (daysBetween(today, date) > rules.maxAdvanceDays) return out('beyond_max_advance');
  if (!salonHours) return out('salon_closed');

  const dayStartMs = istanbulInstant(date, 0).getTime();
  const dayStart = dayStartMs / MS_PER_MINUTE;
  const earliest = Math.floor(
    (now.getTime() + rules.minNoticeMinutes * MS_PER_MINUTE - dayStartMs) / MS_PER_MINUTE,
  );
  // The shortest candidate decides whether anything is left of the day.
  let shortest = input.durationMinutes + after;
  for (const member of input.staff) if (member.canDoServices) shortest = Math.min(shortest, lengthOf(member));
  if (earliest + shortest > salonHours.end) return out('in_past');

  const buffer = rules.bufferMinutes;
  const members: MemberDay[] = [];
  for (const member of input.staff) {
    if (!member.canDoServices) continue;
    const durationMinutes = lengthOf(member);
    const working = workingIntervals(member.workingRanges, weekday, salonHours);
    if (working.length === 0) continue;

    const busy: Interval[] = [];
    for (const rule of member.breaks) {
      const interval = breakInterval(rule, date);
      if (interval) busy.push(interval);
    }
    for (const blocking of member.blockings) {
      const interval = blockingInterval(blocking, date);
      if (interval) busy.push(interval);
    }
    const index = appointmentIndex(member.appointments);
    // An existing appointment keeps its buffer after it; the new one needs its own buffer before the next one.
    const from = lowerBound(index.starts, dayStart - buffer - index.maxLength);
    for (let i = from; i < index.starts.length; i += 1) {
      const start = index.starts[i]! - dayStart - buffer;
      if (start >= MINUTES_PER_DAY) break;
      const end = index.ends[i]! - dayStart + buffer;
      if (end > 0) busy.push({ start, end });
    }
    if (busy.some((b) => b.start <= 0 && b.end >= MINUTES_PER_DAY)) continue;

    const free = new Uint8Array(GRID_SIZE);
    for (const range of working) {
      for (
        let p = Math.ceil(Math.max(range.start, earliest) / SLOT_STEP_MINUTES);
        p < GRID_SIZE && p * SLOT_STEP_MINUTES + durationMinutes <= range.end;
        p += 1
      )
        free[p] = 1;
    }
    for (const b of busy) clearBusy(free, b, durationMinutes);
    const load = lowerBound(index.starts, dayStart + MINUTES_PER_DAY) - lowerBound(index.starts, dayStart);
    members.push({ ref: refOf(member), load, free });
  }
  members.sort((a, b) => a.load - b.load || a.ref.salonStaffId - b.ref.salonStaffId);
  return { reason: null, members };
}

function emptyReason(plan: DayPlan): NoSlotsReason {
  return plan.reason ?? (plan.members.length > 0 ? 'fully_booked' : 'staff_not_working');
}

/**
 * The free start times of one day on a 15-minute grid. A start is free for a staff member when the whole service
 * sequence fits inside one of their working ranges (within the salon's opening hours), touches no break, blocking
 * or appointment (with buffer), starts at least min-notice after now, and the date is within max-advance days.
 */
export function daySlots(input: DaySlotsInput): DaySlotsWithStaff {
  const plan = planDay(input);
  const slots: EngineSlot[] = [];
  const named = new Set<SlotStaffRef>();
  for (let p = 0; p < GRID_SIZE && plan.members.length > 0; p += 1) {
    let staff: SlotStaffRef[] | null = null;
    for (const m of plan.members) {
      if (m.free[p] === 1) {
        (staff ??= []).push(m.ref);
        named.add(m.ref);
      }
    }
    if (staff) slots.push({ minutes: p * SLOT_STEP_MINUTES, staff });
  }
  return {
    date: input.date,
    slots,
    noSlotsReason: slots.length > 0 ? null : emptyReason(plan),
    staff: plan.members.filter((m) => named.has(m.ref)).map((m) => m.ref),
  };
}

/**
 * How many start times the day offers (what the month calendar shows), without building any slot: the union of the
 * staff grids is counted.
 */
export function daySlotCount(input: DaySlotsInput): { count: number; noSlotsReason: NoSlotsReason | null } {
  const plan = planDay(input);
  const union = new Uint8Array(GRID_SIZE);
  for (const m of plan.members) for (let p = 0; p < GRID_SIZE; p += 1) union[p] = union[p]! | m.free[p]!;
  let count = 0;
  for (let p = 0; p < GRID_SIZE; p += 1) count += union[p]!;
  return { count, noSlotsReason: count > 0 ? null : emptyReason(plan) };
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
