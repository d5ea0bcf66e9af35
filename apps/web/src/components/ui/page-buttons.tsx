import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { pageNumbers } from './pagination';

export interface PageButtonsProps {
  currentPage: number;
  lastPage: number;
  total: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-2.5 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:border-gray-200 disabled:text-gray-400';

/**
 * Pages of a list that lives inside one screen (admin lists): buttons instead of links, the total, previous /
 * pages within two of the current one / next.
 */
export function PageButtons({
  currentPage,
  lastPage,
  total,
  onChange,
  label = 'Sayfalar',
  className,
}: PageButtonsProps) {
  const current = Math.min(Math.max(1, currentPage), Math.max(1, lastPage));
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-gray-600">
        Toplam <span className="font-semibold text-gray-900">{formatNumber(total)}</span> kayıt · Sayfa{' '}
        {current}/{Math.max(1, lastPage)}
      </p>
      {lastPage > 1 && (
        <ul className="flex flex-wrap items-center gap-1.5">
          <li>
            <button
              type="button"
              className={cn(itemClasses, 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}
              disabled={current <= 1}
              onClick={() => onChange(current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Önceki
            </button>
          </li>
          {pageNumbers(current, lastPage).map((page) => (
            <li key={page}>
              <button
                type="button"
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Sayfa ${page}`}
                onClick={() => onChange(page)}
                className={cn(
                  itemClasses,
                  page === current
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                )}
              >
                {page}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={cn(itemClasses, 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50')}
              disabled={current >= lastPage}
              onClick={() => onChange(current + 1)}
            >
              Sonraki
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
