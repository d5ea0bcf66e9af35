import { TIME_ZONE } from '@salonya/domain/constants';

/** Calendar days in Istanbul time as 'YYYY-MM-DD' strings (SPEC §9: times are Europe/Istanbul). */

const isoDayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Istanbul calendar day of an instant: 2026-11-23T22:30:00Z → '2026-11-24'. */
export function istanbulDay(instant: Date): string {
  return isoDayFormatter.format(instant);
}

/** The Istanbul wall-clock time of an instant: 'HH:MM'. */
export function istanbulTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** '2026-11-23' + 2 → '2026-11-25' (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Pazartesi … 7 = Pazar. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The instant of a wall-clock time on a day in Istanbul (UTC+03:00 all year, SPEC §9). */
export function istanbulInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

/** A day at noon Istanbul time: safe to format with the tr-TR date formatters. */
export function dayAsDate(day: string): Date {
  return istanbulInstant(day, '12:00');
}
