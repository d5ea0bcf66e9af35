import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postNotificationsRead } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export const MARK_READ_FAILED = 'Bildirim güncellenemedi. Lütfen tekrar deneyin.';

/** POST /notifications/read { id }. */
export function markNotificationRead(id: number) {
  return api(postNotificationsRead, { body: { id } }, { fallbackMessage: MARK_READ_FAILED });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (response) => {
      queryClient.setQueryData(unreadCountQueryKey, response.data.unread_count);
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
