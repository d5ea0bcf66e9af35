import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications as notificationsRoute } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/** Every notification query starts with this key (a live event or a read mark invalidates them all). */
export const notificationsQueryKey = ['notifications'] as const;

export interface NotificationListParams {
  page: number;
  perPage: number;
  unread: boolean;
}

export const notificationListQueryKey = (p: NotificationListParams) =>
  [...notificationsQueryKey, 'list', p.page, p.perPage, p.unread] as const;

/** GET /notifications?page=&per_page=&unread= → one page, newest first, with the unread count. */
export function getNotifications(p: NotificationListParams, signal?: AbortSignal) {
  return apiData(
    notificationsRoute,
    { query: { page: p.page, per_page: p.perPage, unread: p.unread ? 'true' : undefined } },
    { signal },
  );
}

export function getNotificationsQueryOptions(p: NotificationListParams) {
  return queryOptions({
    queryKey: notificationListQueryKey(p),
    queryFn: ({ signal }) => getNotifications(p, signal),
  });
}

export function useNotifications(p: NotificationListParams, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...getNotificationsQueryOptions(p),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}
