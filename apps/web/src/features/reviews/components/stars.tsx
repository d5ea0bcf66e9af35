import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const INDEXES = [1, 2, 3, 4, 5] as const;

/** A whole-star rating with its value for screen readers ('5 üzerinden 4 puan'). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)}>
      <span aria-hidden="true" className="flex">
        {INDEXES.map((i) => (
          <Star
            key={i}
            className={cn('size-4 fill-current', i <= rating ? 'text-amber-400' : 'text-gray-300')}
          />
        ))}
      </span>
      <span className="sr-only">{`5 üzerinden ${rating} puan`}</span>
    </span>
  );
}
