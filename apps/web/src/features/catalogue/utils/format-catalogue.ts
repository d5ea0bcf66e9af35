import { formatNumber, formatPercent } from '@salonya/domain/format/number';
import { formatPrice, formatShortDate } from '@/lib/format';

export { formatRating, ratingValue } from '@salonya/domain/format/number';

/** Catalogue wording on top of the shared formats: lira amounts, discounts, campaign dates. */

/** 1250 → '₺1.250' (the one money format, ADR 0033). */
export const formatLira = formatPrice;

/** '₺250 – ₺6.880', or one amount when both ends are the same. */
export function formatPriceRange(min: number, max: number): string {
  if (min === max || max <= 0) return formatLira(min);
  return `${formatLira(min)} – ${formatLira(max)}`;
}

/** '%20 indirim' or '₺150 indirim'. */
export function formatDiscount(type: 'percentage' | 'fixed', value: number): string {
  return type === 'percentage' ? `${formatPercent(value)} indirim` : `${formatLira(value)} indirim`;
}

/** A date-only value ('2026-11-30') as '30.11.2026' (read at Istanbul noon so no time zone shifts the day). */
export function formatCalendarDate(isoDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T12:00:00+03:00` : isoDate;
  return formatShortDate(date);
}

/** 'Son gün 30.11.2026'. */
export function lastDayLabel(isoDate: string): string {
  return `Son gün ${formatCalendarDate(isoDate)}`;
}

/** 0.3 → '0,3 km'. */
export function formatDistance(km: number): string {
  return `${formatNumber(km)} km`;
}
