import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@salonya/contracts/notifications';
import {
  NOTIFICATION_DROPDOWN_LIMIT,
  notificationsPagePath,
} from '@salonya/domain/notifications/notifications';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { failureMessage } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useNotifications } from '../api/get-notifications';
import { MARK_ALL_READ_FAILED, useMarkAllNotificationsRead } from '../api/mark-all-read';
import { MARK_READ_FAILED, useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { useLiveUnreadCount } from './use-live-notifications';

export const NOTIFICATIONS_FAILED = 'Bildirimler yüklenemedi';

/** The accessible name of the bell: the unread count in words, since the badge is only drawn. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';
}

/**
 * The bell in every area's top bar: the unread count (live over the notification stream), a dropdown with the
 * latest notifications, 'Tümünü okundu işaretle' and 'Tümünü gör' (the area's notifications page).
 */
export function NotificationBell() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { unread } = useLiveUnreadCount();
  const latest = useNotifications(
    { page: 1, perPage: NOTIFICATION_DROPDOWN_LIMIT, unread: false },
    { enabled: open },
  );
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const close = () => setOpen(false);
  useEscapeKey(open, close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target))
        setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  if (user === null) return null;

  const read = (n: Notification) => {
    if (n.is_read) return;
    markRead.mutate(n.id, { onError: (error) => toast.error(failureMessage(error, MARK_READ_FAILED)) });
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Bildirimler"
          className="absolute right-0 z-40 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
            <p className="text-sm font-semibold text-gray-900">Bildirimler</p>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0}
              isLoading={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onError: (error) => toast.error(failureMessage(error, MARK_ALL_READ_FAILED)),
                })
              }
            >
              {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
              Tümünü okundu işaretle
            </Button>
          </div>
          <div className="max-h-96 overflow-y-auto p-2">
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
          </div>
          <div className="border-t border-gray-100 p-2">
            <Link
              to={notificationsPagePath(user.user_type)}
              onClick={close}
              className="block w-full rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              Tümünü gör
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
