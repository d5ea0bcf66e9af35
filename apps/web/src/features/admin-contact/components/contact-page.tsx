import { useState } from 'react';
import {
  contactMessageStatuses,
  contactMessageStatusLabels,
  type ContactMessageStatus,
} from '@salonya/contracts/admin';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@salonya/domain/constants';
import { PageButtons } from '@/components/ui/page-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { formatRelativeTime } from '@/lib/format';
import { useContactMessages } from '../api/get-contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { ContactStatusBadge } from './contact-status';

type Filter = ContactMessageStatus | 'all';

/** Admin #contact: messages from /iletisim, filtered by status, opened to read, answer and close. */
export function ContactPage({
  openMessageId,
  onOpenMessage,
  onCloseMessage,
}: {
  openMessageId: number | null;
  onOpenMessage: (id: number) => void;
  onCloseMessage: () => void;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const query = useContactMessages({
    page,
    search: debounced === '' ? undefined : debounced,
    status: filter === 'all' ? undefined : filter,
  });
  const counts = query.data?.meta.status_counts;
  const filters: readonly Filter[] = ['all', ...contactMessageStatuses];

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          İletişim Mesajları
        </h1>
        <p className="text-sm text-gray-600">
          İletişim formundan gelen mesajları okuyun, e-posta ile yanıtlayın.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Duruma göre filtrele" className="flex flex-wrap gap-1">
          {filters.map((f) => {
            const count = f === 'all' ? undefined : counts?.[f];
            return (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => {
                  setFilter(f);
                  setPage(1);
                }}
                className={cn(
                  'rounded-full px-3 py-1.5 text-sm font-medium',
                  filter === f
                    ? 'bg-gray-900 text-white'
                    : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100',
                )}
              >
                {f === 'all' ? 'Tümü' : contactMessageStatusLabels[f]}
                {count !== undefined && <span className="ml-1 tabular-nums opacity-75">({count})</span>}
              </button>
            );
          })}
        </div>
        <SearchInput
          label="Mesaj ara"
          placeholder="Ad, e-posta veya mesaj…"
          containerClassName="w-full sm:w-72"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <LoadingState label="Mesajlar yükleniyor…" className="min-h-40" />}
      {query.isError && query.data === undefined && (
        <ErrorState
          title="Mesajlar yüklenemedi"
          message={failureMessage(query.error, 'Mesajlar yüklenemedi')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState title="Mesaj yok" description="Bu filtreye uyan iletişim mesajı bulunmuyor." />
        ) : (
          <>
            <ul
              aria-label="İletişim mesajları"
              className={cn(
                'divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {query.data.data.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => onOpenMessage(m.id)}
                    className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className={cn('text-sm text-gray-900', m.status === 'new' && 'font-semibold')}>
                          {m.name}
                        </span>
                        <span className="text-xs text-gray-500">{m.subject_label}</span>
                      </span>
                      <span className="mt-0.5 block truncate text-sm text-gray-600">{m.message}</span>
                    </span>
                    <span className="flex shrink-0 items-center gap-3">
                      <ContactStatusBadge status={m.status} />
                      <time dateTime={m.created_at} className="text-xs text-gray-500">
                        {formatRelativeTime(m.created_at)}
                      </time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <PageButtons
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              total={query.data.meta.total}
              onChange={setPage}
              label="Mesaj sayfaları"
            />
          </>
        ))}
      <ContactMessageDialog messageId={openMessageId} onClose={onCloseMessage} />
    </section>
  );
}
