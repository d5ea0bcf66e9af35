import type { ReactNode } from 'react';
import { failureMessage } from '@/lib/form-errors';
import { DataTable, type Column } from './data-table';
import { PageButtons } from './page-buttons';
import { LoadingState } from './spinner';
import { EmptyState, ErrorState } from './states';

/** The laravel-style page the admin lists answer with. */
export interface PagedAnswer<T> {
  data: readonly T[];
  meta: { current_page: number; last_page: number; total: number };
}

/** The part of a TanStack query result the table reads. */
export interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: PagedAnswer<T> | undefined;
  refetch: () => unknown;
}

export interface PagedTableProps<T> {
  query: PagedQuery<T>;
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  onPageChange: (page: number) => void;
  pagerLabel: string;
  /** 'Salonlar yükleniyor…' */
  loadingLabel: string;
  /** 'Salonlar yüklenemedi' — the error title and the fallback message. */
  errorTitle: string;
  emptyTitle: string;
  emptyDescription: ReactNode;
}

/**
 * One paged list's states in one place: loading, error with retry (only while nothing is shown yet, so a
 * failed page change keeps the rows), empty, and the table with its pager.
 */
export function PagedTable<T>({
  query,
  caption,
  columns,
  rowKey,
  onPageChange,
  pagerLabel,
  loadingLabel,
  errorTitle,
  emptyTitle,
  emptyDescription,
}: PagedTableProps<T>) {
  return (
    <>
      {query.isPending && <LoadingState label={loadingLabel} className="min-h-40" />}
      {query.isError && query.data === undefined && (
        <ErrorState
          title={errorTitle}
          message={failureMessage(query.error, errorTitle)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState title={emptyTitle} description={emptyDescription} />
        ) : (
          <>
            <DataTable
              caption={caption}
              columns={columns}
              rows={query.data.data}
              rowKey={rowKey}
              busy={query.isPlaceholderData}
            />
            <PageButtons
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              total={query.data.meta.total}
              onChange={onPageChange}
              label={pagerLabel}
            />
          </>
        ))}
    </>
  );
}
