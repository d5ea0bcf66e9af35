import { CURRENCY, LOCALE, RELATIVE_TIME_MAX_DAYS, TIME_ZONE } from '@salonya/domain/constants';

/** tr-TR formatting: ₺ amounts, Europe/Istanbul dates and times, relative labels (SPEC §9, DESIGN). */

const currencyFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const wholeCurrencyFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const numberFormatter = new Intl.NumberFormat(LOCALE);

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormatter = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long' });

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 1250.5 → '₺1.250,50'. */
export function formatCurrency(amount: number): string {
  return currencyFormatter.format(amount);
}

/** Without kuruş when the amount is whole: 300 → '₺300', 299.9 → '₺299,90'. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeCurrencyFormatter.format(amount) : currencyFormatter.format(amount);
}

/** The API keeps money in integer kuruş: 125050 → '₺1.250,50'. */
export function formatKurus(kurus: number): string {
  return currencyFormatter.format(kurus / 100);
}

export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** '22 Kasım 2026' in Istanbul time. */
export function formatDate(value: DateInput): string {
  return dateFormatter.format(toDate(value));
}

/** '22.11.2026'. */
export function formatShortDate(value: DateInput): string {
  return shortDateFormatter.format(toDate(value));
}

/** '14:30'. */
export function formatTime(value: DateInput): string {
  return timeFormatter.format(toDate(value));
}

/** '22 Kasım 2026 14:30'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${dateFormatter.format(date)} ${timeFormatter.format(date)}`;
}

/** 'Pazar'. */
export function formatWeekday(value: DateInput): string {
  return weekdayFormatter.format(toDate(value));
}

/**
 * SPEC §9 relative labels: 'Az önce' (under a minute, or in the future), 'N dakika önce', 'N saat önce',
 * 'N gün önce' below 7 days, then the date.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(value);
  const diffMs = toDate(now).getTime() - date.getTime();
  const minutes = Math.floor(diffMs / 60_000);
  if (minutes < 1) return 'Az önce';
  if (minutes < 60) return `${minutes} dakika önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} saat önce`;
  const days = Math.floor(hours / 24);
  if (days < RELATIVE_TIME_MAX_DAYS) return `${days} gün önce`;
  return formatDate(date);
}
