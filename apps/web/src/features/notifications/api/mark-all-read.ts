import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postNotificationsReadAll } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export const MARK_ALL_READ_FAILED = 'Bildirimler okundu olarak işaretlenemedi';

/** POST /notifications/read-all. */
export function markAllNotificationsRead() {
  return api(postNotificationsReadAll, {}, { fallbackMessage: MARK_ALL_READ_FAILED });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (response) => {
      queryClient.setQueryData(unreadCountQueryKey, response.data.unread_count);
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
