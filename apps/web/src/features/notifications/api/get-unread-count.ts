import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationsUnreadCount } from '@salonya/contracts/api-routes';
import { NOTIFICATION_POLL_MS } from '@salonya/domain/notifications/notifications';
import { apiData } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';

export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

/** GET /notifications/unread-count → the bell's number. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiData(getNotificationsUnreadCount, {}, { signal })).unread_count;
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: unreadCountQueryKey, queryFn: ({ signal }) => getUnreadCount(signal) });
}

/** The unread count; polled every 30 s (SPEC §9) only while the live stream is down. */
export function useUnreadCount(opts: { live: boolean; enabled: boolean }) {
  return useQuery({
    ...getUnreadCountQueryOptions(),
    enabled: opts.enabled,
    refetchInterval: opts.live ? false : NOTIFICATION_POLL_MS,
  });
}
