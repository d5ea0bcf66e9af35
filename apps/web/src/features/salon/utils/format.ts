import { formatPrice } from '@/lib/format';

/** 45 → '45 dk', 60 → '1 sa', 90 → '1 sa 30 dk'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} dk`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} sa` : `${hours} sa ${rest} dk`;
}

export { formatRating, ratingValue } from '@salonya/domain/format/number';

/** '₺380 – ₺4.250', one price when both ends are equal, null without prices. */
export function formatPriceRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return formatPrice((min ?? max)!);
  return `${formatPrice(min)} – ${formatPrice(max)}`;
}

export { initialsOf } from '@salonya/domain/format/names';
/** '+902127646034' → '0212 764 60 34' (the shared phone format). */
export { formatPhone as formatPhoneNumber, telHref } from '@salonya/domain/format/phone';

/** 'HH:MM:SS' or 'HH:MM' → 'HH:MM'. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}
