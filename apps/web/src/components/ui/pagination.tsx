import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Page links are shown within this many pages of the current one (SPEC §2.9). */
export const PAGE_LINK_WINDOW = 2;

/** The page numbers to link: those within `window` of `current`, clamped to 1..last. */
export function pageNumbers(current: number, last: number, window = PAGE_LINK_WINDOW): number[] {
  const from = Math.max(1, current - window);
  const to = Math.min(last, current + window);
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

export interface PaginationProps {
  currentPage: number;
  lastPage: number;
  /** The address of a page (links, so pages can be opened in a new tab and crawled). */
  getHref: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Previous / page numbers within two of the current one / next; nothing when there is a single page. */
export function Pagination({
  currentPage,
  lastPage,
  getHref,
  label = 'Sayfalar',
  className,
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), lastPage);
  const disabledClasses = cn(itemClasses, 'cursor-not-allowed border-gray-200 text-gray-400');
  const linkClasses = cn(itemClasses, 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50');

  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <Link to={getHref(current - 1)} className={linkClasses} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Önceki
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Önceki
            </span>
          )}
        </li>
        {pageNumbers(current, lastPage).map((page) => (
          <li key={page}>
            {page === current ? (
              <span
                aria-current="page"
                aria-label={`Sayfa ${page}`}
                className={cn(itemClasses, 'border-brand-600 bg-brand-600 text-white')}
              >
                {page}
              </span>
            ) : (
              <Link to={getHref(page)} aria-label={`Sayfa ${page}`} className={linkClasses}>
                {page}
              </Link>
            )}
          </li>
        ))}
        <li>
          {current < lastPage ? (
            <Link to={getHref(current + 1)} className={linkClasses} rel="next">
              Sonraki
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              Sonraki
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
