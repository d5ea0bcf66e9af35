import { LOCALE } from '../constants';

/**
 * Turkish numbers, ratings and percentages (issue 21 item 12, ADR 0033). The only place outside the date and
 * money modules where the app turns a number into text; ESLint refuses toFixed/toLocaleString/Intl elsewhere.
 */

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimalFormats = new Map<number, Intl.NumberFormat>();

function decimalFormat(maxFractionDigits: number): Intl.NumberFormat {
  let format = decimalFormats.get(maxFractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxFractionDigits });
    decimalFormats.set(maxFractionDigits, format);
  }
  return format;
}

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1250 → '1.250'; with fraction digits allowed, 0.35 → '0,35' (default: up to two). */
export function formatNumber(value: number, maxFractionDigits = 2): string {
  return maxFractionDigits === 0
    ? integerFormat.format(value)
    : decimalFormat(maxFractionDigits).format(value);
}

/** The API's '4.6' (or a number) → 4.6 within 0–5; anything unreadable is 0. */
export function ratingValue(rating: string | number | null | undefined): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
}

/** Always one decimal with a comma: '4.9' → '4,9', 5 → '5,0', null → '0,0' (SPEC §3 default). */
export function formatRating(rating: string | number | null | undefined): string {
  return ratingFormat.format(ratingValue(rating));
}

/** The Turkish sign goes before the number: 25 → '%25', 12.5 → '%12,5' (a percentage, not a fraction). */
export function formatPercent(percent: number, maxFractionDigits = 1): string {
  const text = formatNumber(Math.abs(percent), maxFractionDigits);
  return percent < 0 && text !== '0' ? `-%${text}` : `%${text}`;
}

/** A change with its direction: 12.3 → '+%12,3', -4 → '-%4', 0 → '%0'. */
export function formatSignedPercent(percent: number, maxFractionDigits = 1): string {
  const text = formatPercent(percent, maxFractionDigits);
  return percent > 0 && text !== '%0' ? `+${text}` : text;
}

/** Kilometres: 2.46 → '2,5 km'. */
export function formatKilometres(km: number): string {
  return `${formatNumber(km, 1)} km`;
}

/** File sizes as people read them: 48_000 → '47 KB' (at least 1 KB), 2_400_000 → '2,3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

const fixedFormats = new Map<number, Intl.NumberFormat>();

/** Exactly `digits` decimals, e.g. a coordinate: formatDecimal(41.0082, 5) → '41,00820'. */
export function formatDecimal(value: number, digits: number): string {
  let format = fixedFormats.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fixedFormats.set(digits, format);
  }
  return format.format(value);
}
