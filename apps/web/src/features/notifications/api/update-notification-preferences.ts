import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SETTINGS_UPDATE_FAILED } from '@salonya/domain/messages';
import type { UpdateNotificationPreferencesBody } from '@salonya/contracts/notifications';
import { apiClient, type ApiError } from '@/lib/api-client';
import { notificationPreferencesQueryKey, type PreferencesResponse } from './get-notification-preferences';

export const PREFERENCES_UPDATE_FAILED = NOTIFICATION_SETTINGS_UPDATE_FAILED;

/** PUT /notifications/preferences with the groups that changed. */
export function updateNotificationPreferences(
  body: UpdateNotificationPreferencesBody,
): Promise<PreferencesResponse> {
  return apiClient.put<PreferencesResponse>('/notifications/preferences', body, {
    fallbackMessage: PREFERENCES_UPDATE_FAILED,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation<PreferencesResponse, ApiError, UpdateNotificationPreferencesBody>({
    mutationFn: updateNotificationPreferences,
    onSuccess: (response) => {
      queryClient.setQueryData(notificationPreferencesQueryKey, response.data);
    },
  });
}
