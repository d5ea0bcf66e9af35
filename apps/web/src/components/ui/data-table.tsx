import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Hidden below this breakpoint (mobile first: the first columns carry the essentials). */
  hideBelow?: 'sm' | 'md' | 'lg';
  className?: string;
}

const hide = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;

/** A list table with a caption for screen readers; less important columns fold away on small screens. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  busy?: boolean;
}) {
  // relative: an sr-only label in a cell is absolutely positioned; without a positioned scroll box it escapes
  // the box and the whole page scrolls sideways at 360 px.
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
      <table
        className={cn('min-w-full divide-y divide-gray-200 text-sm', busy && 'opacity-60')}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase',
                  c.hideBelow !== undefined && hide[c.hideBelow],
                  c.className,
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-gray-50/60">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={cn(
                    'px-4 py-3 align-middle text-gray-800',
                    c.hideBelow !== undefined && hide[c.hideBelow],
                    c.className,
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
