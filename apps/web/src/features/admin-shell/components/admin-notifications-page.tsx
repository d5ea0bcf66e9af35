import { useState } from 'react';
import { Check, CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageButtons } from '@/components/ui/page-buttons';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminNotifications } from '../api/get-admin-notifications';
import { useAllAdminNotifications, useMarkAdminNotificationRead } from '../api/get-all-admin-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NOTIFICATIONS_FAILED } from './notification-dropdown';
import { NotificationItem } from './notification-item';

/**
 * /admin#notifications (SPEC §2.8 notifications): the admin team's notifications with read/unread, pages and
 * 'Tümünü okundu işaretle'; one notification is marked read by its button or by opening its link.
 */
export function AdminNotificationsPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const query = useAllAdminNotifications(page, { unreadOnly: filter === 'unread' });
  const latest = useAdminNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkAdminNotificationRead();
  const unread = latest.data?.unreadCount ?? 0;
  const fail = (error: unknown) => toast.error(failureMessage(error, 'Bildirimler güncellenemedi'));

  return (
    <section aria-labelledby="admin-section-title" className="space-y-4">
      <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
        Bildirimler
      </h1>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-gray-700" aria-live="polite">
          {unread > 0 ? `${unread} okunmamış bildirim` : 'Okunmamış bildirim yok'}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <FilterSelect
            label="Bildirimleri filtrele"
            allLabel="Tümü"
            value={filter === 'unread' ? 'unread' : ''}
            onChange={(event) => {
              setFilter(event.target.value === 'unread' ? 'unread' : 'all');
              setPage(1);
            }}
            options={[{ value: 'unread', label: 'Okunmamış' }]}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            isLoading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: fail })}
          >
            {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
            Tümünü okundu işaretle
          </Button>
        </div>
      </div>
      {query.isPending && <LoadingState label="Bildirimler yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={NOTIFICATIONS_FAILED}
          message={failureMessage(query.error, NOTIFICATIONS_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState title={filter === 'unread' ? 'Okunmamış bildirim yok' : 'Henüz bildirim yok'} />
        ) : (
          <div className="space-y-4">
            <ul
              aria-label="Bildirimler"
              className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white"
            >
              {query.data.data.map((n) => (
                <li key={n.id} className="flex items-start gap-2 pr-2">
                  <div className="min-w-0 flex-1">
                    <NotificationItem
                      notification={n}
                      onOpen={() => {
                        if (n.read_at === null) markRead.mutate(n.id, { onError: fail });
                      }}
                    />
                  </div>
                  {n.read_at === null && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-2 shrink-0"
                      isLoading={markRead.isPending && markRead.variables === n.id}
                      onClick={() => markRead.mutate(n.id, { onError: fail })}
                      aria-label={`${n.title}: okundu işaretle`}
                    >
                      <Check aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline">Okundu</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <PageButtons
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              total={query.data.meta.total}
              onChange={setPage}
              label="Bildirim sayfaları"
            />
          </div>
        ))}
    </section>
  );
}
