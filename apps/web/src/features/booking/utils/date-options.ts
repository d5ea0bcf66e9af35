import type { CalendarDay } from '@salonya/contracts/booking';
import type { BookingOpeningHours } from '../types';
import { addDays, isoWeekday } from '@salonya/domain/time/istanbul';

/** How far ahead the date step shows days when the salon's rules are not known yet. */
export const DEFAULT_DAYS_AHEAD = 30;

export type DayState = 'available' | 'closed' | 'full' | 'unknown';

export interface DayOption {
  date: string;
  state: DayState;
}

/**
 * The days of the date step: from today (server clock) for `count` days. The salon's opening hours mark closed
 * days; when the calendar of the chosen services is known, it marks the days without a free time as full and the
 * days outside the bookable range are left out.
 */
export function dayOptions({
  today,
  count = DEFAULT_DAYS_AHEAD,
  openingHours,
  calendar,
  firstBookable,
  lastBookable,
}: {
  today: string;
  count?: number;
  openingHours: readonly BookingOpeningHours[];
  calendar: readonly CalendarDay[] | null;
  firstBookable?: string | null;
  lastBookable?: string | null;
}): DayOption[] {
  const byDate = new Map((calendar ?? []).map((d) => [d.date, d]));
  const options: DayOption[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = addDays(today, i);
    if (firstBookable && date < firstBookable) continue;
    if (lastBookable && date > lastBookable) break;
    const hours = openingHours.find((h) => h.weekday === isoWeekday(date));
    const closed = hours !== undefined && (hours.is_closed || hours.opens_at === null);
    let state: DayState = closed ? 'closed' : calendar === null ? 'unknown' : 'available';
    if (!closed && calendar !== null) {
      const day = byDate.get(date);
      state = day === undefined ? 'unknown' : day.available ? 'available' : 'full';
    }
    options.push({ date, state });
  }
  return options;
}

/** The 'YYYY-MM' months a range of days touches. */
export function monthsOf(from: string, to: string): string[] {
  const first = from.slice(0, 7);
  const last = to.slice(0, 7);
  return first === last ? [first] : [first, last];
}

/**
 * What the date step asks the booking calendar before services are chosen: the salon's shortest service (one the
 * chosen staff member does, if any). A day without a free time for it has none for any choice, so 'Bugün' after
 * closing and full days are marked before the customer walks through staff and services. Null: nothing to ask.
 */
export function calendarProbe(
  services: readonly { id: number; duration_minutes: number; staff_ids: readonly number[] }[],
  staffId: number | null,
): { serviceIds: number[]; staff: number | 'any' } | null {
  const candidates = staffId === null ? services : services.filter((s) => s.staff_ids.includes(staffId));
  let shortest: (typeof candidates)[number] | undefined;
  for (const s of candidates)
    if (shortest === undefined || s.duration_minutes < shortest.duration_minutes) shortest = s;
  return shortest === undefined ? null : { serviceIds: [shortest.id], staff: staffId ?? 'any' };
}
