import type { WorkingWeekFormValues } from '@salonya/contracts/availability-forms';
import { isQuarterHour } from '@salonya/domain/availability/rules';
import { WEEKDAY_NAMES_TR } from '@salonya/domain/availability/working-hours';
import { minutesToTime, timeToMinutes } from '@salonya/domain/booking/time';

/** One working range of a day in the form ('HH:MM'). */
export type RangeValue = WorkingWeekFormValues['days'][number]['ranges'][number];

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const ISO_WEEKDAY_LABELS: Record<number, string> = Object.fromEntries(
  WEEKDAY_NAMES_TR.map((name, i) => [i + 1, name]),
);

/** Designed messages (ADR 0017). */
export const WORKING_HOURS_MSG = {
  saved: 'Çalışma saatleri kaydedildi',
  saveFailed: 'Çalışma saatleri kaydedilirken hata oluştu',
  invalid: 'Lütfen işaretli alanları düzeltin',
} as const;

/** A new range after the day's last one (a day without ranges starts at 09:00–18:00). */
export function nextRange(ranges: readonly RangeValue[]): RangeValue {
  const last = ranges.at(-1);
  if (last === undefined || !isQuarterHour(last.end_time)) return { start_time: '09:00', end_time: '18:00' };
  const start = timeToMinutes(last.end_time) + 60;
  if (start >= 23 * 60) return { start_time: '09:00', end_time: '18:00' };
  const end = Math.min(start + 60, 23 * 60 + 45);
  return { start_time: minutesToTime(start), end_time: minutesToTime(end) };
}

/** The stored ranges as the week form's values (each day sorted by start, seconds dropped). */
export function weekValuesOf(
  ranges: readonly { weekday: number; start_time: string; end_time: string }[],
): WorkingWeekFormValues {
  return {
    days: ISO_WEEKDAYS.map((weekday) => ({
      ranges: ranges
        .filter((r) => r.weekday === weekday)
        .map((r) => ({ start_time: r.start_time.slice(0, 5), end_time: r.end_time.slice(0, 5) }))
        .sort((a, b) => timeToMinutes(a.start_time) - timeToMinutes(b.start_time)),
    })),
  };
}
