import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

interface MarkAllReadResponse {
  success: true;
  message: string;
  data: { updated: number; unread_count: number };
}

export const MARK_ALL_READ_FAILED = 'Bildirimler okundu olarak işaretlenemedi';

/** POST /notifications/read-all. */
export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return apiClient.post<MarkAllReadResponse>('/notifications/read-all', undefined, {
    fallbackMessage: MARK_ALL_READ_FAILED,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<MarkAllReadResponse, ApiError>({
    mutationFn: markAllNotificationsRead,
    onSuccess: (response) => {
      queryClient.setQueryData(unreadCountQueryKey, response.data.unread_count);
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
