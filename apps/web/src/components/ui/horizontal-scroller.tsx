import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface HorizontalScrollerProps {
  /** Accessible name of the scrollable list (e.g. the rail title). */
  label: string;
  /** Left part of the header row (usually the heading). */
  header?: ReactNode;
  /** Right part of the header row, before the arrows (e.g. a 'Tümünü Gör' link). */
  actions?: ReactNode;
  /** The items: `<li>` elements. */
  children: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A horizontally scrollable row with previous/next buttons. The list is focusable, so arrow keys scroll it;
 * tabbing to an item scrolls it into view; on touch screens it swipes (with snap points).
 */
export function HorizontalScroller({
  label,
  header,
  actions,
  children,
  previousLabel = 'Önceki',
  nextLabel = 'Sonraki',
  className,
}: HorizontalScrollerProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    const max = list.scrollWidth - list.clientWidth;
    const next = { canPrevious: list.scrollLeft > 1, canNext: list.scrollLeft < max - 1 };
    setEdges((prev) =>
      prev.canPrevious === next.canPrevious && prev.canNext === next.canNext ? prev : next,
    );
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, children]);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    if (list === null) return;
    const left = direction * Math.max(list.clientWidth * 0.9, 200);
    if (typeof list.scrollBy === 'function') {
      list.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      list.scrollLeft += left;
    }
  };

  const arrowClasses =
    'inline-flex size-9 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 ' +
    'shadow-xs hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className={cn('space-y-3', className)}>
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">{header}</div>
        <div className="flex shrink-0 items-center gap-2">
          {actions}
          <div className="hidden items-center gap-2 sm:flex">
            <button
              type="button"
              className={arrowClasses}
              aria-label={previousLabel}
              aria-controls={listId}
              disabled={!edges.canPrevious}
              onClick={() => scroll(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={arrowClasses}
              aria-label={nextLabel}
              aria-controls={listId}
              disabled={!edges.canNext}
              onClick={() => scroll(1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
      {/* A focusable scroll container: keyboard users scroll it with the arrow keys. */}
      <ul
        ref={listRef}
        id={listId}
        aria-label={label}
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        {children}
      </ul>
    </div>
  );
}
