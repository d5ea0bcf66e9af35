import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';
import { adminNotificationsQueryKey, type AdminNotificationList } from './get-admin-notifications';

interface MarkAllReadResponse {
  success: true;
  message: string;
  data: { unread_count: number };
}

/** POST /admin/dashboard/notifications/mark-all-read. */
export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return apiClient.post<MarkAllReadResponse>('/admin/dashboard/notifications/mark-all-read', undefined, {
    fallbackMessage: 'Bildirimler okundu olarak işaretlenemedi',
  });
}

/** Marks every notification read, in the dropdown at once and then from the server. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<MarkAllReadResponse, ApiError>({
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
