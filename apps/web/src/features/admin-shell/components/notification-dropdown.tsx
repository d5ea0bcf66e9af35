import { useQueryClient } from '@tanstack/react-query';
import { BellDropdown } from '@/components/notifications/bell-dropdown';
import { Spinner } from '@/components/ui/spinner';
import { useNotificationStream } from '@/hooks/use-notification-stream';
import { useSession } from '@/lib/session';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminNotifications } from '../api/get-admin-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from './notification-item';

export const NOTIFICATIONS_FAILED = 'Bildirimler yüklenemedi';

/**
 * The admin top bar's bell (the shared BellDropdown): the team's latest 10 notifications, 'Tümünü okundu işaretle'
 * and 'Tümünü gör' (the #notifications section).
 */
export function NotificationDropdown() {
  const query = useAdminNotifications();
  // Live: the notification stream says when the team list changes (ADR 0044); polled by the query otherwise.
  const { token } = useSession();
  const queryClient = useQueryClient();
  useNotificationStream(token, {
    onAdmin: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
  });
  const markAll = useMarkAllNotificationsRead();

  return (
    <BellDropdown
      unread={query.data?.unreadCount ?? 0}
      markingAll={markAll.isPending}
      onMarkAll={() =>
        markAll.mutate(undefined, {
          onError: (error) => toast.error(failureMessage(error, 'Bildirimler güncellenemedi')),
        })
      }
      footer={(close) => (
        <a
          href="#notifications"
          onClick={close}
          className="block w-full rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Tümünü gör
        </a>
      )}
    >
      {(close) => (
        <>
          {query.isPending && <Spinner label="Bildirimler yükleniyor…" showLabel className="py-6" />}
          {query.isError && <p className="px-3 py-4 text-sm text-red-700">{NOTIFICATIONS_FAILED}</p>}
          {query.data !== undefined &&
            (query.data.notifications.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-gray-600">Yeni bildirim yok</p>
            ) : (
              <ul>
                {query.data.notifications.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} onOpen={close} />
                  </li>
                ))}
              </ul>
            ))}
        </>
      )}
    </BellDropdown>
  );
}
