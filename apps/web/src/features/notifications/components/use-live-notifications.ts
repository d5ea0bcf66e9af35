import { useQueryClient } from '@tanstack/react-query';
import { useNotificationStream } from '@/hooks/use-notification-stream';
import { useSession } from '@/lib/session';
import { notificationsQueryKey } from '../api/get-notifications';
import { unreadCountQueryKey, useUnreadCount } from '../api/get-unread-count';

/**
 * The unread count of the signed-in user, live: the stream sets it as events arrive (and refreshes the lists);
 * while the stream is down the count is polled (SPEC §9: every 30 s).
 */
export function useLiveUnreadCount() {
  const { token, isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const { connected } = useNotificationStream(isAuthenticated ? token : null, {
    onNotification: () => {
      void queryClient.invalidateQueries({
        queryKey: notificationsQueryKey,
        predicate: (q) => q.queryKey[1] !== 'unread-count',
      });
    },
    onUnread: (count) => {
      const before = queryClient.getQueryData<number>(unreadCountQueryKey);
      queryClient.setQueryData(unreadCountQueryKey, count);
      // Read elsewhere (another tab): the lists' read marks changed too.
      if (before !== undefined && count < before)
        void queryClient.invalidateQueries({
          queryKey: notificationsQueryKey,
          predicate: (q) => q.queryKey[1] !== 'unread-count',
        });
    },
  });
  const unread = useUnreadCount({ live: connected, enabled: isAuthenticated });
  return { unread: unread.data ?? 0, connected };
}
