import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { formatRating, ratingValue } from '../utils/format-catalogue';

/** Five stars in one path (16 px apart): one small SVG per row instead of ten icons per card. */
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map(
    (i) =>
      `M${8 + 16 * i} 1.2l2.06 4.17 4.6.67-3.33 3.24.79 4.58-4.12-2.16-4.12 2.16.79-4.58-3.33-3.24 4.6-.67z`,
  )
  .join('');

function StarRow({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 80 16"
      width="80"
      height="16"
      className={cn('block max-w-none fill-current', className)}
    >
      <path d={FIVE_STARS} />
    </svg>
  );
}

/** How many stars are filled: whole stars from .75 up, a half from .25 up. */
function starFill(value: number): number {
  const whole = Math.floor(value);
  const rest = value - whole;
  return rest >= 0.75 ? whole + 1 : rest >= 0.25 ? whole + 0.5 : whole;
}

/** Five stars (full, half or empty), the rating and the review count; read out as one sentence. */
export function RatingStars({
  rating,
  reviewCount,
  className,
}: {
  rating: string | number;
  reviewCount: number;
  className?: string;
}) {
  const value = ratingValue(rating);
  if (reviewCount === 0) {
    return <p className={cn('text-sm text-gray-500', className)}>Henüz değerlendirme yok</p>;
  }
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', className)}>
      <span aria-hidden="true" className="relative inline-block h-4 w-20 shrink-0">
        <StarRow className="text-gray-300" />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${starFill(value) * 20}%` }}
        >
          <StarRow className="text-amber-400" />
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold text-gray-900">
        {formatRating(value)}
      </span>
      <span aria-hidden="true" className="text-gray-500">
        ({formatNumber(reviewCount)})
      </span>
      <span className="sr-only">
        5 üzerinden {formatRating(value)} puan, {formatNumber(reviewCount)} değerlendirme
      </span>
    </p>
  );
}
