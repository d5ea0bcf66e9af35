import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PageButtons } from '@/components/ui/page-buttons';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useQueryClient } from '@tanstack/react-query';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useNotificationStream } from '@/hooks/use-notification-stream';
import { useSession } from '@/lib/session';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminNotifications } from '../api/get-admin-notifications';
import { useAllAdminNotifications } from '../api/get-all-admin-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from './notification-item';

export const NOTIFICATIONS_FAILED = 'Bildirimler yüklenemedi';

function AllNotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useAllAdminNotifications(page, { enabled: open });
  return (
    <Dialog open={open} onClose={onClose} title="Tüm bildirimler" size="lg">
      {query.isPending && <Spinner label="Bildirimler yükleniyor…" showLabel className="py-8" />}
      {query.isError && (
        <ErrorState
          title={NOTIFICATIONS_FAILED}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState title="Henüz bildirim yok" />
        ) : (
          <div className="space-y-4">
            <ul className="divide-y divide-gray-100">
              {query.data.data.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} onOpen={onClose} />
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
    </Dialog>
  );
}

/** The top bar's bell: the latest 10 notifications, 'Tümünü okundu işaretle' and 'Tümünü gör'. */
export function NotificationDropdown() {
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const query = useAdminNotifications();
  // Live: the notification stream says when the team list changes (ADR 0044); polled by the query otherwise.
  const { token } = useSession();
  const queryClient = useQueryClient();
  useNotificationStream(token, {
    onAdmin: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
  });
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;
  const close = () => setOpen(false);
  useEscapeKey(open, close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const label = unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler';

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-bold text-white"
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
                  onError: (error) => toast.error(failureMessage(error, 'Bildirimler güncellenemedi')),
                })
              }
            >
              {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
              Tümünü okundu işaretle
            </Button>
          </div>
          <div className="max-h-96 overflow-y-auto p-2">
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
          </div>
          <div className="border-t border-gray-100 p-2">
            <button
              type="button"
              className="w-full rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              onClick={() => {
                setOpen(false);
                setShowAll(true);
              }}
            >
              Tümünü gör
            </button>
          </div>
        </div>
      )}
      <AllNotificationsDialog open={showAll} onClose={() => setShowAll(false)} />
    </div>
  );
}
