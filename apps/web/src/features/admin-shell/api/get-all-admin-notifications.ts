import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminNotifications, postAdminDashboardNotificationsRead } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export const ADMIN_NOTIFICATIONS_PER_PAGE = 20;

/** GET /admin/notifications?page&per_page[&unread_only]: every notification of the admin team (#notifications). */
export function getAllAdminNotifications(page: number, unreadOnly = false, signal?: AbortSignal) {
  return api(
    getAdminNotifications,
    {
      query: {
        page,
        per_page: ADMIN_NOTIFICATIONS_PER_PAGE,
        ...(unreadOnly ? { unread_only: 1 } : {}),
      },
    },
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
  return useMutation<RouteAnswer<typeof postAdminDashboardNotificationsRead>, ApiError, number>({
    mutationFn: (id) =>
      api(
        postAdminDashboardNotificationsRead,
        { params: { id } },
        { fallbackMessage: 'Bildirim okundu olarak işaretlenemedi' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
  });
}
