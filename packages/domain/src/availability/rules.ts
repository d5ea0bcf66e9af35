/**
 * Availability management rules (SPEC §4, §5): status labels, full-day detection, the 15-minute grid, the
 * next-quarter-hour and past-time rules in Europe/Istanbul, and the staff member's status today.
 * Pure: every function takes "now" from its caller (server clock on the API, server time on the web).
 */
import { blockingAppliesOn, type BlockingRule, type BreakRule } from '../booking/availability';
import {
  addDays,
  istanbulInstant,
  istanbulParts,
  isoWeekday as istanbulWeekday,
  minutesToTime,
  timeToMinutes,
  weekdayKey,
  WEEKDAY_KEYS,
  type WeekdayKey,
} from '../booking/time';
import { AVAILABILITY_STEP_MINUTES } from '../constants';
import { AVAILABILITY_STATUS_LABELS, STAFF_TODAY_STATUS_LABELS } from '../messages';

export const BLOCKING_TYPES = ['unavailable', 'vacation', 'sick', 'meeting', 'personal'] as const;
export type BlockingType = (typeof BLOCKING_TYPES)[number];
export const RECURRING_PATTERNS = ['daily', 'weekly', 'monthly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];
export const ITEM_STATUSES = ['active', 'cancelled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export { WEEKDAY_KEYS, type WeekdayKey };

export const WEEKDAYS: readonly WeekdayKey[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
export const WEEKEND_DAYS: readonly WeekdayKey[] = ['saturday', 'sunday'];

/** SPEC §5 add-break quick picks. */
export const BREAK_DAY_QUICK_PICKS = {
  weekdays: WEEKDAYS,
  weekend: WEEKEND_DAYS,
  all: WEEKDAY_KEYS,
  clear: [],
} as const satisfies Record<string, readonly WeekdayKey[]>;

/** SPEC §5: an unknown type falls back to unavailable. */
export function normalizeBlockingType(type: unknown): BlockingType {
  return typeof type === 'string' && (BLOCKING_TYPES as readonly string[]).includes(type)
    ? (type as BlockingType)
    : 'unavailable';
}

/** SPEC §4: editing accepts only active or cancelled; anything else becomes active. */
export function normalizeEditStatus(status: unknown): ItemStatus {
  return status === 'cancelled' ? 'cancelled' : 'active';
}

export type AvailabilityStatusKey = keyof typeof AVAILABILITY_STATUS_LABELS;

export interface StatusInput {
  kind: 'blocking' | 'break';
  /** Stored status; 'completed' and 'pending' are labelled as such (SPEC §4 lists them). */
  status: string;
  date?: string | null;
  recurring?: boolean;
  recurringPattern?: RecurringPattern;
  endDate?: string | null;
}

/**
 * SPEC §4: breaks are always Aktif; a dated item is Geçmiş before today, Bugün today, otherwise Aktif.
 * A recurring blocking is dated by its last day (end_date; open-ended ones never become past) and is Bugün on the
 * days it repeats on.
 */
export function availabilityStatusKey(item: StatusInput, today: string): AvailabilityStatusKey {
  if (item.status === 'cancelled') return 'cancelled';
  if (item.status === 'completed') return 'completed';
  if (item.status === 'pending') return 'pending';
  if (item.kind === 'break' || !item.date) return 'active';
  if (item.recurring) {
    const last = item.endDate ?? null;
    if (last !== null && last < today) return 'past';
    const rule: BlockingRule = {
      date: item.date,
      startTime: null,
      endTime: null,
      isFullDay: true,
      recurring: true,
      recurringPattern: item.recurringPattern ?? 'weekly',
      endDate: last,
      status: 'active',
    };
    return blockingAppliesOn(rule, today) ? 'today' : 'active';
  }
  if (item.date < today) return 'past';
  if (item.date === today) return 'today';
  return 'active';
}

export function availabilityStatusLabel(item: StatusInput, today: string): string {
  return AVAILABILITY_STATUS_LABELS[availabilityStatusKey(item, today)];
}

/** SPEC §5: a blocking counts as full-day when it runs 00:00 to 23:45 or 23:59. */
export function isFullDayRange(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return false;
  const s = start.slice(0, 5);
  const e = end.slice(0, 5);
  return s === '00:00' && (e === '23:45' || e === '23:59');
}

/** 'HH:MM' (or 'HH:MM:SS' from the database) on the 15-minute grid. */
export function isQuarterHour(time: string): boolean {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(time);
  return m !== null && Number(m[2]) % AVAILABILITY_STEP_MINUTES === 0;
}

/** Every time of the 15-minute grid from 00:00 to 23:45 (for the time pickers). */
export function quarterHourTimes(): string[] {
  return Array.from({ length: (24 * 60) / AVAILABILITY_STEP_MINUTES }, (_, i) =>
    minutesToTime(i * AVAILABILITY_STEP_MINUTES),
  );
}

/** Today's date and the time now in Istanbul ('YYYY-MM-DD', 'HH:MM'). */
export function istanbulNow(now: Date): { date: string; time: string; minutes: number } {
  const p = istanbulParts(now);
  return { date: p.date, time: p.time, minutes: p.minutes };
}

/**
 * SPEC §5: for today the earliest start is the next quarter hour strictly after now (10:07 → 10:15, 10:15 → 10:30).
 * Near midnight it is 00:00 of the next day.
 */
export function nextQuarterHour(now: Date): { date: string; time: string } {
  const p = istanbulParts(now);
  const next = (Math.floor(p.minutes / AVAILABILITY_STEP_MINUTES) + 1) * AVAILABILITY_STEP_MINUTES;
  if (next >= 24 * 60) return { date: addDays(p.date, 1), time: '00:00' };
  return { date: p.date, time: minutesToTime(next) };
}

/** SPEC §5: a date before today (Istanbul) is in the past. */
export function isPastDate(date: string, now: Date): boolean {
  return date < istanbulParts(now).date;
}

/** SPEC §5: a start at or before now is rejected (at 10:15:30 a 10:15 start has already begun). */
export function isPastStart(date: string, startTime: string, now: Date): boolean {
  return istanbulInstant(date, timeToMinutes(startTime)).getTime() <= now.getTime();
}

export type StaffTodayStatusKey = keyof typeof STAFF_TODAY_STATUS_LABELS;

/**
 * SPEC §4: Blokajlı if a blocking exists today; else Molalı if a recurring break exists (one that repeats on today's
 * weekday); else Müsait.
 */
export function staffTodayStatusKey(
  blockings: readonly BlockingRule[],
  breaks: readonly BreakRule[],
  today: string,
): StaffTodayStatusKey {
  if (blockings.some((b) => blockingAppliesOn(b, today))) return 'blocked';
  const day = weekdayKey(today);
  if (breaks.some((b) => b.status === 'active' && b.days.includes(day))) return 'on_break';
  return 'available';
}

export function staffTodayStatusLabel(
  blockings: readonly BlockingRule[],
  breaks: readonly BreakRule[],
  today: string,
): string {
  return STAFF_TODAY_STATUS_LABELS[staffTodayStatusKey(blockings, breaks, today)];
}

export const DATE_RANGE_KEYS = [
  'today',
  'this_week',
  'next_week',
  'this_month',
  'next_month',
  'custom',
] as const;
export type DateRangeKey = (typeof DATE_RANGE_KEYS)[number];

/** Without a range filter the page covers 30 days back to 365 days ahead (designed; see ADR 0016). */
export const DEFAULT_RANGE_DAYS = { back: 30, ahead: 365 } as const;

function monthBounds(date: string, plusMonths: number): { start: string; end: string } {
  const [y = 1970, m = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + plusMonths, 1));
  const last = new Date(Date.UTC(y, m + plusMonths, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * SPEC §2.9 date-range filter as [start, end] dates (weeks run Monday to Sunday). 'custom' and bare dates use
 * start_date/end_date (a missing end is the start's day, a missing start today); null when the range is invalid.
 */
export function resolveDateRange(
  range: DateRangeKey | null | undefined,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): { start: string; end: string } | null {
  switch (range) {
    case 'today':
      return { start: today, end: today };
    case 'this_week':
    case 'next_week': {
      const monday = addDays(today, 1 - istanbulWeekday(today) + (range === 'next_week' ? 7 : 0));
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'this_month':
      return monthBounds(today, 0);
    case 'next_month':
      return monthBounds(today, 1);
    default: {
      if (!startDate && !endDate) {
        if (range === 'custom') return null;
        return {
          start: addDays(today, -DEFAULT_RANGE_DAYS.back),
          end: addDays(today, DEFAULT_RANGE_DAYS.ahead),
        };
      }
      const start = startDate ?? today;
      const end = endDate ?? start;
      return end < start ? null : { start, end };
    }
  }
}
