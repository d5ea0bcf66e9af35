import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotification, Paginated } from '@salonya/contracts/admin';
import { apiClient, type ApiError } from '@/lib/api-client';

export const ADMIN_NOTIFICATIONS_PER_PAGE = 20;

/** GET /admin/notifications?page&per_page[&unread_only]: every notification of the admin team (#notifications). */
export function getAllAdminNotifications(
  page: number,
  unreadOnly = false,
  signal?: AbortSignal,
): Promise<Paginated<AdminNotification>> {
  const unread = unreadOnly ? '&unread_only=1' : '';
  return apiClient.get<Paginated<AdminNotification>>(
    `/admin/notifications?page=${page}&per_page=${ADMIN_NOTIFICATIONS_PER_PAGE}${unread}`,
    { signal, fallbackMessage: 'Bildirimler yüklenemedi' },
  );
}

export function getAllAdminNotificationsQueryOptions(page: number, unreadOnly = false) {
  return queryOptions({
    queryKey: ['admin', 'notifications', 'all', page, unreadOnly] as const,
    queryFn: ({ signal }) => getAllAdminNotifications(page, unreadOnly, signal),
  });
}

export function useAllAdminNotifications(page: number, { enabled = true, unreadOnly = false } = {}) {
  return useQuery({
    ...getAllAdminNotificationsQueryOptions(page, unreadOnly),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/dashboard/notifications/{id}/read; every admin notification list refetches. */
export function useMarkAdminNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) =>
      apiClient.post(`/admin/dashboard/notifications/${id}/read`, undefined, {
        fallbackMessage: 'Bildirim okundu olarak işaretlenemedi',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
  });
}
