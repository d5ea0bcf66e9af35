import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@salonya/contracts/notifications';
import { apiClient } from '@/lib/api-client';

interface NotificationPageResponse {
  success: true;
  data: NotificationPage;
}

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
export async function getNotifications(
  p: NotificationListParams,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = new URLSearchParams({ page: String(p.page), per_page: String(p.perPage) });
  if (p.unread) query.set('unread', 'true');
  const response = await apiClient.get<NotificationPageResponse>(`/notifications?${query.toString()}`, {
    signal,
  });
  return response.data;
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
