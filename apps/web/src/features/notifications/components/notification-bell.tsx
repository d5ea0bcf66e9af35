import { useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@salonya/contracts/notifications';
import {
  NOTIFICATION_DROPDOWN_LIMIT,
  notificationsPagePath,
} from '@salonya/domain/notifications/notifications';
import { BellDropdown } from '@/components/notifications/bell-dropdown';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useNotifications } from '../api/get-notifications';
import { MARK_ALL_READ_FAILED, useMarkAllNotificationsRead } from '../api/mark-all-read';
import { MARK_READ_FAILED, useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { useLiveUnreadCount } from './use-live-notifications';

export { bellLabel } from '@/components/notifications/bell-dropdown';

export const NOTIFICATIONS_FAILED = 'Bildirimler yüklenemedi';

/**
 * The bell in every area's top bar: the unread count (live over the notification stream), a dropdown with the
 * latest notifications, 'Tümünü okundu işaretle' and 'Tümünü gör' (the area's notifications page).
 */
export function NotificationBell() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const { unread } = useLiveUnreadCount();
  const latest = useNotifications(
    { page: 1, perPage: NOTIFICATION_DROPDOWN_LIMIT, unread: false },
    { enabled: open },
  );
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();

  if (user === null) return null;

  const read = (n: Notification) => {
    if (n.is_read) return;
    markRead.mutate(n.id, { onError: (error) => toast.error(failureMessage(error, MARK_READ_FAILED)) });
  };

  return (
    <BellDropdown
      unread={unread}
      markingAll={markAll.isPending}
      onMarkAll={() =>
        markAll.mutate(undefined, {
          onError: (error) => toast.error(failureMessage(error, MARK_ALL_READ_FAILED)),
        })
      }
      onOpenChange={setOpen}
      footer={(close) => (
        <Link
          to={notificationsPagePath(user.user_type)}
          onClick={close}
          className="block w-full rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Tümünü gör
        </Link>
      )}
    >
      {(close) => (
        <>
          {latest.isPending && <Spinner label="Bildirimler yükleniyor…" showLabel className="py-6" />}
          {latest.isError && <p className="px-3 py-4 text-sm text-red-700">{NOTIFICATIONS_FAILED}</p>}
          {latest.data !== undefined &&
            (latest.data.items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-gray-600">Yeni bildirim yok</p>
            ) : (
              <ul>
                {latest.data.items.map((n) => (
                  <li key={n.id}>
                    <NotificationItem
                      notification={n}
                      onOpen={(item) => {
                        read(item);
                        close();
                      }}
                      onMarkRead={read}
                    />
                  </li>
                ))}
              </ul>
            ))}
        </>
      )}
    </BellDropdown>
  );
}
