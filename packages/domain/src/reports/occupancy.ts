/**
 * Occupancy of the owner's dashboard and staff performance (issue 16 scope 6):
 *
 *   occupancy = booked minutes / available staff minutes
 *
 * - Available minutes: for every active staff member and every day of the range, the length of that weekday's
 *   working ranges (/salon/personel-calisma-saatleri); a staff member with no ranges of their own works the salon's
 *   opening hours, as the slot engine does. Breaks and blockings are not subtracted (they are planned absences, not
 *   capacity the salon lost to no one).
 * - Booked minutes: the minutes of the range covered by appointments that were not cancelled (pending, confirmed,
 *   completed and no-show: a no-show still held the chair).
 * - The percentage has one decimal; it is null when there were no available minutes (nothing to fill), and it may
 *   pass 100 when appointments were taken outside the working hours.
 */
import { timeToMinutes } from '../booking/time';
import { datesOfRange, type DateRange } from './period';
import { isoWeekday } from '../booking/time';

export interface WeeklyRange {
  /** ISO weekday, 1 = Pazartesi … 7 = Pazar. */
  weekday: number;
  /** 'HH:MM' or 'HH:MM:SS'. */
  start_time: string;
  end_time: string;
}

/** Minutes of work in one week day's ranges (overlapping ranges are counted once). */
export function minutesOnWeekday(ranges: readonly WeeklyRange[], weekday: number): number {
  const spans = ranges
    .filter((r) => r.weekday === weekday)
    .map((r) => [timeToMinutes(r.start_time), timeToMinutes(r.end_time)] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = 0;
  for (const [s, e] of spans) {
    const from = Math.max(s, reached);
    if (e > from) total += e - from;
    reached = Math.max(reached, e);
  }
  return total;
}

/** The ranges a staff member works: their own, or the salon's opening hours when they have none. */
export function effectiveRanges(
  own: readonly WeeklyRange[],
  openingHours: readonly WeeklyRange[],
): readonly WeeklyRange[] {
  return own.length > 0 ? own : openingHours;
}

/** Available minutes of one staff member over a range of days. */
export function availableMinutes(ranges: readonly WeeklyRange[], range: DateRange): number {
  const perWeekday = new Map<number, number>();
  let total = 0;
  for (const date of datesOfRange(range)) {
    const weekday = isoWeekday(date);
    let minutes = perWeekday.get(weekday);
    if (minutes === undefined) {
      minutes = minutesOnWeekday(ranges, weekday);
      perWeekday.set(weekday, minutes);
    }
    total += minutes;
  }
  return total;
}

export interface Occupancy {
  booked_minutes: number;
  available_minutes: number;
  /** One decimal; null when nothing was available. */
  percent: number | null;
}

export function occupancy(bookedMinutes: number, available: number): Occupancy {
  return {
    booked_minutes: bookedMinutes,
    available_minutes: available,
    percent: available > 0 ? Math.round((bookedMinutes / available) * 1000) / 10 : null,
  };
}

export interface StaffCapacity {
  salon_staff_id: number;
  is_active: boolean;
  ranges: readonly WeeklyRange[];
}

/** Available minutes per staff member (inactive staff: 0) and in total. */
export function salonCapacity(
  staff: readonly StaffCapacity[],
  openingHours: readonly WeeklyRange[],
  range: DateRange,
): { perStaff: Map<number, number>; total: number } {
  const perStaff = new Map<number, number>();
  let total = 0;
  for (const s of staff) {
    const minutes = s.is_active ? availableMinutes(effectiveRanges(s.ranges, openingHours), range) : 0;
    perStaff.set(s.salon_staff_id, minutes);
    total += minutes;
  }
  return { perStaff, total };
}
