import { LOCALE } from '@salonya/domain/constants';
import { formatPrice } from '@/lib/format';

/** 45 → '45 dk', 60 → '1 sa', 90 → '1 sa 30 dk'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} dk`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} sa` : `${hours} sa ${rest} dk`;
}

/** '4.1' → 4.1; anything unreadable → 0. */
export function ratingValue(rating: string | number | null | undefined): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
}

const ratingFormatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 4.1 → '4,1'. */
export function formatRating(rating: string | number | null | undefined): string {
  return ratingFormatter.format(ratingValue(rating));
}

/** '₺380 – ₺4.250', one price when both ends are equal, null without prices. */
export function formatPriceRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return formatPrice((min ?? max)!);
  return `${formatPrice(min)} – ${formatPrice(max)}`;
}

/** Up to two initials in Turkish upper case: 'Tazelik Skin Studio' → 'TS', 'ışık' → 'I'. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase(LOCALE))
    .join('');
}

/** '+902127646034' → '0212 764 60 34'; other shapes are shown as they are. */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = /^90(\d{10})$/.exec(digits)?.[1] ?? /^0?(\d{10})$/.exec(digits)?.[1];
  if (national === undefined) return phone;
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** The tel: address of a phone number ('+902127646034' stays as it is). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** 'HH:MM:SS' or 'HH:MM' → 'HH:MM'. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}
