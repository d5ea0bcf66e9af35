import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import type { Notification } from '@salonya/contracts/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@salonya/domain/notifications/notifications';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageButtons } from '@/components/ui/page-buttons';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TabList, TabPanel, tabPanelId } from '@/components/ui/tabs';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useNotifications } from '../api/get-notifications';
import { MARK_ALL_READ_FAILED, useMarkAllNotificationsRead } from '../api/mark-all-read';
import { MARK_READ_FAILED, useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { NOTIFICATIONS_FAILED } from './notification-bell';
import { useLiveUnreadCount } from './use-live-notifications';

type Filter = 'all' | 'unread';
const ID_PREFIX = 'notifications';

/**
 * /musteri/bildirimler, /salon/bildirimler, /personel/bildirimler: every notification with pages, all or unread
 * only, 'Tümünü okundu işaretle'; live (a new notification appears without a reload). With `withPreferences` the
 * channel preferences follow (areas without a settings screen of their own).
 */
export function NotificationsPage({ withPreferences = false }: { withPreferences?: boolean }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const { unread } = useLiveUnreadCount();
  const list = useNotifications({ page, perPage: NOTIFICATIONS_PAGE_SIZE, unread: filter === 'unread' });
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const read = (n: Notification) => {
    if (n.is_read) return;
    markRead.mutate(n.id, { onError: (error) => toast.error(failureMessage(error, MARK_READ_FAILED)) });
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 id="screen-title" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            Bildirimler
          </h1>
          <p className="text-sm text-gray-600" aria-live="polite">
            {unread > 0 ? `${unread} okunmamış bildiriminiz var.` : 'Okunmamış bildiriminiz yok.'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          isLoading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: (response) => toast.success(response.message),
              onError: (error) => toast.error(failureMessage(error, MARK_ALL_READ_FAILED)),
            })
          }
        >
          {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
          Tümünü okundu işaretle
        </Button>
      </div>
      <Card className="p-0">
        <TabList
          tabs={[
            { id: 'all', label: 'Tümü' },
            { id: 'unread', label: 'Okunmamış' },
          ]}
          selected={filter}
          onSelect={(next) => {
            setFilter(next);
            setPage(1);
          }}
          label="Bildirim filtresi"
          idPrefix={ID_PREFIX}
          className="px-2"
        />
        <TabPanel idPrefix={ID_PREFIX} id={filter} className="p-2 sm:p-4">
          {list.isPending ? (
            <LoadingState label="Bildirimler yükleniyor…" />
          ) : list.isError ? (
            <ErrorState
              title={NOTIFICATIONS_FAILED}
              message={list.error.message}
              onRetry={() => void list.refetch()}
              isRetrying={list.isFetching}
            />
          ) : list.data.items.length === 0 ? (
            <EmptyState
              title={filter === 'unread' ? 'Okunmamış bildirim yok' : 'Henüz bildirim yok'}
              description="Randevularınızla ilgili gelişmeler burada görünür."
            />
          ) : (
            <div className="space-y-4">
              <ul className="divide-y divide-gray-100" aria-describedby={tabPanelId(ID_PREFIX, filter)}>
                {list.data.items.map((n) => (
                  <li key={n.id} className="py-1">
                    <NotificationItem notification={n} onOpen={read} onMarkRead={read} />
                  </li>
                ))}
              </ul>
              {list.data.last_page > 1 && (
                <PageButtons
                  currentPage={list.data.page}
                  lastPage={list.data.last_page}
                  total={list.data.total}
                  onChange={setPage}
                  label="Bildirim sayfaları"
                />
              )}
            </div>
          )}
        </TabPanel>
      </Card>
      {withPreferences && <NotificationPreferencesForm />}
    </div>
  );
}
