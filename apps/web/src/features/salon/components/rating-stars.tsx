import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatRating, ratingValue } from '../utils/format';

const STAR_INDEXES = [0, 1, 2, 3, 4] as const;

/** Five stars filled to `rating` out of 5 (decorative: the text next to them carries the value). */
export function RatingStars({
  rating,
  size = 'sm',
  className,
}: {
  rating: string | number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const percent = (ratingValue(rating) / 5) * 100;
  const starClass = { sm: 'size-4', md: 'size-5', lg: 'size-6' }[size];
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0', className)}>
      <span className="flex text-gray-300">
        {STAR_INDEXES.map((i) => (
          <Star key={i} className={cn(starClass, 'fill-current')} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-400"
        style={{ width: `${percent}%` }}
      >
        {STAR_INDEXES.map((i) => (
          <Star key={i} className={cn(starClass, 'shrink-0 fill-current')} />
        ))}
      </span>
    </span>
  );
}

/** Stars, '4,1' and '(7 yorum)'; read as '5 üzerinden 4,1 puan, 7 yorum'. Without reviews: 'Henüz yorum yok'. */
export function RatingLine({
  rating,
  count,
  className,
}: {
  rating: string | number | null | undefined;
  count: number;
  className?: string;
}) {
  if (count === 0) {
    return (
      <span className={cn('inline-flex items-center gap-1.5 text-sm text-gray-500', className)}>
        <RatingStars rating={0} />
        Henüz yorum yok
      </span>
    );
  }
  const value = formatRating(rating);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <RatingStars rating={rating} />
      <span className="sr-only">{`5 üzerinden ${value} puan, ${count} yorum`}</span>
      <span aria-hidden="true" className="font-semibold text-gray-900">
        {value}
      </span>
      <span aria-hidden="true" className="text-gray-500">{`(${count} yorum)`}</span>
    </span>
  );
}
