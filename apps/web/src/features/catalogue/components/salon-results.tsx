import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { ErrorState } from '@/components/ui/states';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { PageMeta, SalonCard as SalonCardData } from '../api/types';
import { SalonCard, SalonCardSkeleton } from './salon-card';

export interface SalonResultsProps {
  salons: readonly SalonCardData[] | undefined;
  meta: PageMeta | undefined;
  isPending: boolean;
  isError: boolean;
  /** A newer page or filter is loading while the previous results stay on screen. */
  isUpdating?: boolean;
  isRetrying?: boolean;
  error: Error | null;
  onRetry: () => void;
  getPageHref: (page: number) => string;
  /** Shown when there is nothing to list. */
  emptyState: ReactNode;
  renderFavorite?: (salon: SalonCardData) => ReactNode;
  className?: string;
}

/** 'N salon bulundu'. */
export function resultCountLabel(total: number): string {
  return `${formatNumber(total)} salon bulundu`;
}

export const RESULT_GRID_CLASSES =
  'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** A page of salon cards as a responsive grid, the result count and the pagination. */
export function SalonResults({
  salons,
  meta,
  isPending,
  isError,
  isUpdating = false,
  isRetrying = false,
  error,
  onRetry,
  getPageHref,
  emptyState,
  renderFavorite,
  className,
}: SalonResultsProps) {
  if (isPending) {
    return (
      <div className={className} aria-busy="true">
        <p role="status" className="sr-only">
          Salonlar yükleniyor…
        </p>
        <ul aria-hidden="true" className={RESULT_GRID_CLASSES}>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <SalonCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError || salons === undefined || meta === undefined) {
    return (
      <ErrorState
        className={className}
        title={DATA_LOAD_FAILED}
        message={error?.message}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }

  return (
    <div className={cn('space-y-5', className)} aria-busy={isUpdating || undefined}>
      <p role="status" className="text-sm font-medium text-gray-700">
        {resultCountLabel(meta.total)}
        {meta.last_page > 1 && (
          <span className="text-gray-500">
            {' '}
            · Sayfa {formatNumber(meta.current_page)} / {formatNumber(meta.last_page)}
          </span>
        )}
      </p>
      {salons.length === 0 ? (
        emptyState
      ) : (
        <ul className={cn(RESULT_GRID_CLASSES, 'transition-opacity', isUpdating && 'opacity-60')}>
          {salons.map((salon, index) => (
            <li key={salon.id}>
              <SalonCard
                salon={salon}
                favoriteSlot={renderFavorite?.(salon)}
                priority={index === 0}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination currentPage={meta.current_page} lastPage={meta.last_page} getHref={getPageHref} />
    </div>
  );
}
