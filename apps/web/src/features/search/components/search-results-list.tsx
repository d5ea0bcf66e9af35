import type { MouseEvent, ReactNode } from 'react';
import type { SalonCard } from '@salonya/contracts/catalogue';
import { cn } from '@/lib/cn';

export const RESULTS_GRID_CLASSES = 'grid grid-cols-1 gap-4 min-[520px]:grid-cols-2 xl:grid-cols-3';

/**
 * A page of results as a grid of cards (drawn by the route, which owns the salon card). Opening a card's link
 * reports its position for the click log.
 */
export function SearchResultsList({
  salons,
  firstNumber,
  renderSalon,
  onOpenSalon,
  dimmed = false,
}: {
  salons: readonly SalonCard[];
  firstNumber: number;
  /** index: the card's place in this page's list (0: the first, the page's LCP image on a phone). */
  renderSalon: (salon: SalonCard, index: number) => ReactNode;
  onOpenSalon?: (salon: SalonCard, position: number) => void;
  dimmed?: boolean;
}) {
  return (
    <ol
      aria-label="Arama sonuçları"
      className={cn(RESULTS_GRID_CLASSES, 'transition-opacity', dimmed && 'opacity-60')}
    >
      {salons.map((salon, index) => (
        <li
          key={salon.id}
          onClickCapture={(event: MouseEvent<HTMLLIElement>) => {
            if ((event.target as Element).closest('a') !== null) onOpenSalon?.(salon, firstNumber + index);
          }}
        >
          {renderSalon(salon, index)}
        </li>
      ))}
    </ol>
  );
}

/** Skeleton cards while the first page loads. */
export function SearchResultsSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Sonuçlar yükleniyor…
      </p>
      <ul aria-hidden="true" className={RESULTS_GRID_CLASSES}>
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="animate-pulse overflow-hidden rounded-xl border border-gray-200 bg-white"
          >
            <div className="aspect-[16/10] bg-gray-200" />
            <div className="space-y-3 p-4">
              <div className="h-4 w-3/4 rounded bg-gray-200" />
              <div className="h-3 w-1/2 rounded bg-gray-200" />
              <div className="h-3 w-2/3 rounded bg-gray-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
