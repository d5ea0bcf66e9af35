import { RELATIVE_TIME_MAX_DAYS } from '@salonya/domain/constants';
import { formatDate, toDate, type DateInput } from '@salonya/domain/format/date';
import { formatTRY, liraToKurus } from '@salonya/domain/format/money';

/**
 * The web's door to the shared Turkish formats of packages/domain/src/format (issue 21 item 12, ADR 0033): one
 * function per kind, so a screen never formats a number, an amount or a date by itself.
 */

export {
  formatDate,
  formatDateTime,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatWeekday,
} from '@salonya/domain/format/date';
export { formatTRY } from '@salonya/domain/format/money';
export { formatNumber, formatPercent, formatRating, ratingValue } from '@salonya/domain/format/number';
export { formatPhone, telHref } from '@salonya/domain/format/phone';

/** An amount the API sends in lira (a number): 300 → '₺300', 299.9 → '₺299,90' (the formatTRY rule). */
export function formatPrice(lira: number): string {
  return formatTRY(liraToKurus(lira));
}

/** Same rule as formatPrice; kept for the screens that name lira amounts 'currency'. */
export const formatCurrency = formatPrice;

/** The API keeps most money in integer kuruş: 125050 → '₺1.250,50', 200000 → '₺2.000'. */
export const formatKurus = formatTRY;

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
