import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDashboardNotifications } from '@salonya/contracts/api-routes';
import { ADMIN_NOTIFICATION_LIMIT } from '@salonya/domain/constants';
import { api, type RouteAnswer } from '@/lib/api';

export interface AdminNotificationList {
  notifications: RouteAnswer<typeof getAdminDashboardNotifications>['notifications'];
  unreadCount: number;
}

/** GET /admin/dashboard/notifications?limit=10 → the latest notifications and the unread count (SPEC §7.6). */
export async function getAdminNotifications(signal?: AbortSignal): Promise<AdminNotificationList> {
  const response = await api(
    getAdminDashboardNotifications,
    { query: { limit: ADMIN_NOTIFICATION_LIMIT } },
    { signal },
  );
  return { notifications: response.notifications, unreadCount: response.unread_count };
}

export const adminNotificationsQueryKey = ['admin', 'notifications', 'latest'] as const;

export function getAdminNotificationsQueryOptions() {
  return queryOptions({
    queryKey: adminNotificationsQueryKey,
    queryFn: ({ signal }) => getAdminNotifications(signal),
  });
}

export function useAdminNotifications() {
  return useQuery(getAdminNotificationsQueryOptions());
}
