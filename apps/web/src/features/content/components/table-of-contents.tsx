import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export const TOC_ID = 'icindekiler';

export interface TocEntry {
  id: string;
  title: string;
}

/** 'İçindekiler': numbered links to the sections of the page (`#id`; the router scrolls there). */
export function TableOfContents({
  entries,
  activeId,
  className,
}: {
  entries: readonly TocEntry[];
  activeId?: string | undefined;
  className?: string;
}) {
  const titleId = `${TOC_ID}-baslik`;
  return (
    <nav
      id={TOC_ID}
      aria-labelledby={titleId}
      className={cn('scroll-mt-24 rounded-xl border border-gray-200 bg-white p-4 text-sm', className)}
    >
      <h2 id={titleId} className="mb-2 text-sm font-semibold tracking-wide text-gray-900 uppercase">
        İçindekiler
      </h2>
      <ol className="space-y-1">
        {entries.map((entry, index) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <Link
                to={{ hash: `#${entry.id}` }}
                aria-current={active ? 'location' : undefined}
                className={cn(
                  'flex gap-2 rounded-md px-2 py-1.5 leading-5 hover:bg-gray-100',
                  active ? 'bg-brand-50 font-medium text-brand-800' : 'text-gray-700',
                )}
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-gray-500 tabular-nums">
                  {index + 1}.
                </span>
                <span>{entry.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
