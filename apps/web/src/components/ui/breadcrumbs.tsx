import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface BreadcrumbItem {
  label: string;
  /** Without `to` the item is plain text; the last item is the current page. */
  to?: string;
}

/** 'Ana Sayfa › … › Current page', as a navigation landmark named 'Sayfa konumu'. */
export function Breadcrumbs({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Sayfa konumu" className={cn('text-sm text-gray-600', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {isLast || item.to === undefined ? (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className={isLast ? 'font-medium text-gray-900' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              )}
              {!isLast && <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
