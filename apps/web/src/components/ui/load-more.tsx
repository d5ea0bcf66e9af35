import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface LoadMoreProps {
  /** How many items are shown and how many there are in all. */
  shown: number;
  total: number;
  /** Label of the button ('Daha Fazla Göster' by default). */
  label?: string;
  /** Noun of the counter line: '10 / 27 yorum gösteriliyor'. */
  itemLabel?: string;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  className?: string;
}

/**
 * Load-more pagination: a polite counter of what is shown and, while more pages remain, the button that fetches
 * the next one (busy while it loads).
 */
export function LoadMore({
  shown,
  total,
  label = 'Daha Fazla Göster',
  itemLabel = 'kayıt',
  hasMore,
  isLoading,
  onLoadMore,
  className,
}: LoadMoreProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 pt-2', className)}>
      <p role="status" className="text-sm text-gray-600">
        {`${shown} / ${total} ${itemLabel} gösteriliyor`}
      </p>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} isLoading={isLoading}>
          {!isLoading && <ChevronDown aria-hidden="true" className="size-4" />}
          {label}
        </Button>
      )}
    </div>
  );
}
