import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAdminDashboardNotificationsMarkAllRead } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { adminNotificationsQueryKey, type AdminNotificationList } from './get-admin-notifications';

/** POST /admin/dashboard/notifications/mark-all-read. */
export function markAllNotificationsRead() {
  return api(
    postAdminDashboardNotificationsMarkAllRead,
    {},
    { fallbackMessage: 'Bildirimler okundu olarak işaretlenemedi' },
  );
}

/** Marks every notification read, in the dropdown at once and then from the server. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof postAdminDashboardNotificationsMarkAllRead>, ApiError>({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<AdminNotificationList>(adminNotificationsQueryKey, (list) =>
        list === undefined
          ? list
          : {
              unreadCount: 0,
              notifications: list.notifications.map((n) => ({ ...n, read_at: n.read_at ?? now })),
            },
      );
      return queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] });
    },
  });
}
