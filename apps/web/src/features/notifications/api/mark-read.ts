import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@salonya/contracts/notifications';
import { apiClient, type ApiError } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

interface MarkReadResponse {
  success: true;
  data: { notification: Notification; unread_count: number };
}

export const MARK_READ_FAILED = 'Bildirim güncellenemedi. Lütfen tekrar deneyin.';

/** POST /notifications/read { id }. */
export function markNotificationRead(id: number): Promise<MarkReadResponse> {
  return apiClient.post<MarkReadResponse>(
    '/notifications/read',
    { id },
    { fallbackMessage: MARK_READ_FAILED },
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation<MarkReadResponse, ApiError, number>({
    mutationFn: markNotificationRead,
    onSuccess: (response) => {
      queryClient.setQueryData(unreadCountQueryKey, response.data.unread_count);
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
