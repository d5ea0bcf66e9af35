import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HorizontalScroller } from '@/components/ui/horizontal-scroller';
import { ErrorState } from '@/components/ui/states';
import type { SalonCard as SalonCardData } from '../api/types';
import { SalonCard, SalonCardSkeleton } from './salon-card';

/** The parts of a TanStack query result a rail reads. */
export interface RailQuery {
  data: { data: SalonCardData[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface SalonRailProps {
  title: string;
  description?: ReactNode;
  /** The list's query (idle queries — `enabled: false` — show `emptyState`). */
  query: RailQuery;
  /** 'Tümünü Gör' goes here. */
  viewAllHref?: string;
  /** Shown instead of the cards when the list is empty; without it an empty rail is not rendered at all. */
  emptyState?: ReactNode;
  /** Whether the query is meant to run (false: show `emptyState`, e.g. nearby without a location). */
  enabled?: boolean;
  /** Extra controls under the heading and description (e.g. 'Konumumu Kullan'). */
  toolbar?: ReactNode;
  /** The favourite button of a card (provided by the route). */
  renderFavorite?: (salon: SalonCardData) => ReactNode;
}

const ITEM_CLASSES =
  'w-[78%] shrink-0 snap-start min-[480px]:w-[calc((100%-1rem)/2)] md:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]';

/** A titled, horizontally scrollable row of salon cards with loading, error and empty states. */
export function SalonRail({
  title,
  description,
  query,
  viewAllHref,
  emptyState,
  enabled = true,
  toolbar,
  renderFavorite,
}: SalonRailProps) {
  const headingId = useId();
  const salons = query.data?.data ?? [];
  const loading = enabled && query.isPending;
  const failed = enabled && query.isError && query.data === undefined;
  const empty = !enabled || (!loading && !failed && salons.length === 0);

  if (empty && emptyState === undefined) return null;

  const header = (
    <div className="space-y-1">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">
        {title}
      </h2>
      {description !== undefined && <div className="text-sm text-gray-600">{description}</div>}
      {toolbar !== undefined && <div className="pt-1">{toolbar}</div>}
    </div>
  );
  const viewAll =
    viewAllHref !== undefined && !empty ? (
      <Link
        to={viewAllHref}
        className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
        aria-label={`Tümünü Gör: ${title}`}
      >
        Tümünü Gör
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    ) : undefined;

  let body: ReactNode;
  if (failed) {
    body = (
      <ErrorState
        title={`${title} yüklenemedi`}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (empty) {
    body = emptyState;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined} className="space-y-3">
      {body !== undefined ? (
        <>
          {header}
          {body}
        </>
      ) : (
        <>
          <HorizontalScroller
            label={title}
            header={header}
            actions={viewAll}
            previousLabel={`${title}: önceki salonlar`}
            nextLabel={`${title}: sonraki salonlar`}
          >
            {loading
              ? [0, 1, 2, 3].map((index) => (
                  <li key={index} className={ITEM_CLASSES}>
                    <SalonCardSkeleton />
                  </li>
                ))
              : salons.map((salon, index) => (
                  // Keyed by slot: when another city's list replaces this one (a stored location applied after
                  // hydration), cards change in place instead of moving, which would count as layout shift.
                  <li key={index} className={ITEM_CLASSES}>
                    <SalonCard salon={salon} favoriteSlot={renderFavorite?.(salon)} />
                  </li>
                ))}
          </HorizontalScroller>
          {loading && <span className="sr-only" role="status">{`${title} yükleniyor…`}</span>}
        </>
      )}
    </section>
  );
}
