import { LOCALE } from '@salonya/domain/constants';
import { formatNumber, formatShortDate } from '@/lib/format';

/** Catalogue wording on top of lib/format: lira amounts as 'X ₺', ratings, discounts, campaign dates. */

/** 1250 → '1.250 ₺'. */
export function formatLira(amount: number): string {
  return `${formatNumber(amount)} ₺`;
}

/** '250 ₺ – 6.880 ₺', or one amount when both ends are the same. */
export function formatPriceRange(min: number, max: number): string {
  if (min === max || max <= 0) return formatLira(min);
  return `${formatLira(min)} – ${formatLira(max)}`;
}

const ratingFormatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The API's '4.6' (or a number) → 4.6, with anything unreadable as 0. */
export function ratingValue(rating: string | number): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
}

/** '4,6' (always one decimal, SPEC §3 default '0.0'). */
export function formatRating(rating: string | number): string {
  return ratingFormatter.format(ratingValue(rating));
}

/** '%20 indirim' or '150 ₺ indirim'. */
export function formatDiscount(type: 'percentage' | 'fixed', value: number): string {
  return type === 'percentage' ? `%${formatNumber(value)} indirim` : `${formatLira(value)} indirim`;
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
