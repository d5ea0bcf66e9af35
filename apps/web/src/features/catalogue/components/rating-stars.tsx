import { Star, StarHalf } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { formatRating, ratingValue } from '../utils/format-catalogue';

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
      <span aria-hidden="true" className="flex items-center">
        {[0, 1, 2, 3, 4].map((index) => {
          const full = value >= index + 0.75;
          const half = !full && value >= index + 0.25;
          return (
            <span key={index} className="relative inline-block size-4">
              <Star className="absolute inset-0 size-4 text-gray-300" />
              {full && <Star className="absolute inset-0 size-4 fill-amber-400 text-amber-400" />}
              {half && <StarHalf className="absolute inset-0 size-4 fill-amber-400 text-amber-400" />}
            </span>
          );
        })}
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
