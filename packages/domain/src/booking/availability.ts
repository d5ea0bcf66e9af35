import { isoWeekday, timeToMinutes, weekdayKey, type WeekdayKey, MINUTES_PER_DAY } from './time';

/** A half-open range of minutes [start, end) of one day (may reach past 0 or 1440 for neighbouring days). */
export interface Interval {
  start: number;
  end: number;
}

/** SPEC §3 Blocking, as the slot engine needs it. */
export interface BlockingRule {
  date: string;
  startTime: string | null;
  endTime: string | null;
  isFullDay: boolean;
  recurring: boolean;
  recurringPattern: 'daily' | 'weekly' | 'monthly';
  endDate: string | null;
  status: 'active' | 'cancelled';
}

/** SPEC §3 Break: recurring on the named weekdays. */
export interface BreakRule {
  startTime: string;
  endTime: string;
  days: readonly WeekdayKey[];
  status: 'active' | 'cancelled';
}

/** One working range of a staff member on an ISO weekday (1–7); several per day are allowed. */
export interface WorkingRange {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** Does a blocking remove time on that date? */
export function blockingAppliesOn(blocking: BlockingRule, date: string): boolean {
  if (blocking.status !== 'active') return false;
  if (!blocking.recurring) return blocking.date === date;
  if (date < blocking.date) return false;
  if (blocking.endDate !== null && date > blocking.endDate) return false;
  switch (blocking.recurringPattern) {
    case 'daily':
      return true;
    case 'weekly':
      return isoWeekday(date) === isoWeekday(blocking.date);
    case 'monthly':
      return date.slice(8, 10) === blocking.date.slice(8, 10);
  }
}

/** A blocking is full-day when flagged, when it has no times, or when it runs 00:00 to 23:45/23:59 (SPEC §5). */
export function isFullDayBlocking(
  blocking: Pick<BlockingRule, 'isFullDay' | 'startTime' | 'endTime'>,
): boolean {
  if (blocking.isFullDay || blocking.startTime === null || blocking.endTime === null) return true;
  const start = timeToMinutes(blocking.startTime);
  const end = blocking.endTime.slice(0, 5);
  return start === 0 && (end === '23:45' || end === '23:59' || end === '24:00');
}

/** The minutes of `date` a blocking takes away (empty when it does not apply). */
export function blockingInterval(blocking: BlockingRule, date: string): Interval | null {
  if (!blockingAppliesOn(blocking, date)) return null;
  if (isFullDayBlocking(blocking)) return { start: 0, end: MINUTES_PER_DAY };
  return {
    start: timeToMinutes(blocking.startTime ?? '00:00'),
    end: timeToMinutes(blocking.endTime ?? '24:00'),
  };
}

export function breakInterval(rule: BreakRule, date: string): Interval | null {
  if (rule.status !== 'active' || !rule.days.includes(weekdayKey(date))) return null;
  return { start: timeToMinutes(rule.startTime), end: timeToMinutes(rule.endTime) };
}

/** Working ranges of a weekday, intersected with the salon's opening hours of that day. */
export function workingIntervals(
  ranges: readonly WorkingRange[],
  weekday: number,
  salonHours: Interval | null,
): Interval[] {
  if (!salonHours) return [];
  const own = ranges.filter((r) => r.weekday === weekday);
  // A staff member without any configured hours works the salon's opening hours.
  const base =
    ranges.length === 0
      ? [salonHours]
      : own.map((r) => ({ start: timeToMinutes(r.startTime), end: timeToMinutes(r.endTime) }));
  return base
    .map((r) => ({ start: Math.max(r.start, salonHours.start), end: Math.min(r.end, salonHours.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}
