import { LOCALE, TIME_ZONE } from '../constants';

/**
 * Dates as users read them, always in Istanbul time (issue 21 item 12, ADR 0033). The rule: the long form
 * '27 Kasım 2026' in sentences, headings, details and mails; the short form '27.11.2026' in tables, lists and CSV.
 * A date-only value ('2026-11-27') is that calendar day, whatever the time zone of the machine.
 */

export type DateInput = Date | string | number;

const longDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayMonth = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekday = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long' });
const weekdayShort = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short' });
const monthShort = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short' });
const monthYear = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long', year: 'numeric' });

/** A Date for any input; 'YYYY-MM-DD' is read at Istanbul noon so no offset moves it to another day. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T12:00:00+03:00`);
  return new Date(value);
}

/** '27 Kasım 2026'. */
export function formatDate(value: DateInput): string {
  return longDate.format(toDate(value));
}

/** '27.11.2026'. */
export function formatShortDate(value: DateInput): string {
  return shortDate.format(toDate(value));
}

/** '27 Kasım' (the year is implied, e.g. in a week strip). */
export function formatDayMonth(value: DateInput): string {
  return dayMonth.format(toDate(value));
}

/** '14:30'. */
export function formatTime(value: DateInput): string {
  return time.format(toDate(value));
}

/** '27 Kasım 2026 14:30'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${longDate.format(date)} ${time.format(date)}`;
}

/** '27.11.2026 14:30'. */
export function formatShortDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${shortDate.format(date)} ${time.format(date)}`;
}

/** 'Cuma'. */
export function formatWeekday(value: DateInput): string {
  return weekday.format(toDate(value));
}

/** 'Cum'. */
export function formatWeekdayShort(value: DateInput): string {
  return weekdayShort.format(toDate(value));
}

/** 'Kas'. */
export function formatMonthShort(value: DateInput): string {
  return monthShort.format(toDate(value));
}

/** 'Kasım 2026'. */
export function formatMonthYear(value: DateInput): string {
  return monthYear.format(toDate(value));
}

const withWeekday = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
});
const withShortWeekday = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'short',
});
const columnHeader = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** '25 Kasım 2026 Çarşamba' (an appointment's day). */
export function formatDateWithWeekday(value: DateInput): string {
  return withWeekday.format(toDate(value));
}

/** '25 Kasım 2026 Çar' (a list row that names the day). */
export function formatDateWithShortWeekday(value: DateInput): string {
  return withShortWeekday.format(toDate(value));
}

/** '25 Kas Çar' (a narrow calendar column). */
export function formatDayHeader(value: DateInput): string {
  return columnHeader.format(toDate(value));
}
