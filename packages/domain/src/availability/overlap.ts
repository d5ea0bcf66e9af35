/**
 * Overlap rules of a new or edited blocking (SPEC §8): against live appointments (appointment_overlap), against the
 * staff member's other blockings (blocking_overlap), and the breaks it overrides (break_overlap_info).
 * Recurring blockings are expanded into their dates inside a bounded window.
 */
import {
  blockingAppliesOn,
  blockingInterval,
  breakInterval,
  overlaps,
  type BlockingRule,
  type BreakRule,
  type Interval,
} from '../booking/availability';
import { addDays, daysBetween } from '../booking/time';

/** How far an open-ended recurring blocking is expanded when checking overlaps (bookings never reach further). */
export const RECURRING_HORIZON_DAYS = 366;

/** The last date a blocking can apply on, bounded by the horizon for open-ended recurring ones. */
export function lastOccurrenceDate(rule: BlockingRule, horizonDays = RECURRING_HORIZON_DAYS): string {
  if (!rule.recurring) return rule.date;
  const bound = addDays(rule.date, horizonDays);
  return rule.endDate !== null && rule.endDate < bound ? rule.endDate : bound;
}

/** The dates in [from, to] on which a blocking applies (recurring ones expanded: daily, weekly, monthly). */
export function blockingOccurrences(rule: BlockingRule, from: string, to: string): string[] {
  const start = from > rule.date ? from : rule.date;
  const last = lastOccurrenceDate(rule);
  const end = to < last ? to : last;
  const dates: string[] = [];
  const span = daysBetween(start, end);
  for (let i = 0; i <= span; i++) {
    const date = addDays(start, i);
    if (blockingAppliesOn(rule, date)) dates.push(date);
  }
  return dates;
}

/** A live appointment as wall-clock minutes of its Istanbul date. */
export interface DatedAppointment {
  id: number;
  date: string;
  startMinutes: number;
  endMinutes: number;
}

export interface BlockingOccurrence {
  date: string;
  interval: Interval;
}

/** Each occurrence of the blocking in [from, to] with the minutes it takes away. */
export function occurrenceIntervals(rule: BlockingRule, from: string, to: string): BlockingOccurrence[] {
  const out: BlockingOccurrence[] = [];
  for (const date of blockingOccurrences(rule, from, to)) {
    const interval = blockingInterval(rule, date);
    if (interval) out.push({ date, interval });
  }
  return out;
}

/** The first appointment an occurrence of the blocking overlaps, or null. */
export function findAppointmentOverlap(
  rule: BlockingRule,
  appointments: readonly DatedAppointment[],
): DatedAppointment | null {
  if (appointments.length === 0 || rule.status !== 'active') return null;
  const sorted = [...appointments].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startMinutes - b.startMinutes,
  );
  for (const a of sorted) {
    const interval = blockingInterval(rule, a.date);
    if (interval && overlaps(interval, { start: a.startMinutes, end: a.endMinutes })) return a;
  }
  return null;
}

/** Do two blockings take away common minutes on some date (recurring ones within the horizon)? */
export function blockingsOverlap(a: BlockingRule, b: BlockingRule): boolean {
  if (a.status !== 'active' || b.status !== 'active') return false;
  const from = a.date > b.date ? a.date : b.date;
  const lastA = lastOccurrenceDate(a);
  const lastB = lastOccurrenceDate(b);
  const to = lastA < lastB ? lastA : lastB;
  if (to < from) return false;
  for (const { date, interval } of occurrenceIntervals(a, from, to)) {
    const other = blockingInterval(b, date);
    if (other && overlaps(interval, other)) return true;
  }
  return false;
}

/** The index of the first existing blocking the candidate overlaps, or -1. */
export function findBlockingOverlap(candidate: BlockingRule, existing: readonly BlockingRule[]): number {
  return existing.findIndex((b) => blockingsOverlap(candidate, b));
}

/**
 * Breaks the blocking overrides: active breaks whose time meets an occurrence of the blocking on one of their days.
 * A blocking wins over a break on that day (SPEC §8: the success message says so); returns the breaks' indexes and
 * the first date each one is overridden on.
 */
export function breaksOverriddenBy(
  rule: BlockingRule,
  breaks: readonly BreakRule[],
): { index: number; date: string }[] {
  const out: { index: number; date: string }[] = [];
  if (breaks.length === 0) return out;
  const occurrences = occurrenceIntervals(rule, rule.date, lastOccurrenceDate(rule));
  breaks.forEach((br, index) => {
    for (const { date, interval } of occurrences) {
      const b = breakInterval(br, date);
      if (b && overlaps(interval, b)) {
        out.push({ index, date });
        return;
      }
    }
  });
  return out;
}
