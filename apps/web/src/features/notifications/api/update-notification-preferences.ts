import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putNotificationsPreferences } from '@salonya/contracts/api-routes';
import { NOTIFICATION_SETTINGS_UPDATE_FAILED } from '@salonya/domain/messages';
import type { UpdateNotificationPreferencesBody } from '@salonya/contracts/notifications';
import { api } from '@/lib/api';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

export const PREFERENCES_UPDATE_FAILED = NOTIFICATION_SETTINGS_UPDATE_FAILED;

/** PUT /notifications/preferences with the groups that changed. */
export function updateNotificationPreferences(body: UpdateNotificationPreferencesBody) {
  return api(putNotificationsPreferences, { body }, { fallbackMessage: PREFERENCES_UPDATE_FAILED });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (response) => {
      queryClient.setQueryData(notificationPreferencesQueryKey, response.data);
    },
  });
}
