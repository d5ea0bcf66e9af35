import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { NotificationSettingsData } from '@salonya/contracts/auth';
import type { NotificationSettings } from '@salonya/contracts/user';
import { NOTIFICATION_SETTINGS_UPDATE_FAILED } from '@salonya/domain/messages';
import { apiClient, type ApiError } from '@/lib/api-client';
import { getStoredUser, updateStoredUser } from '@/lib/session';
import { notificationSettingsQueryKey } from './get-notification-settings';

export interface UpdateNotificationSettingsResponse {
  success: true;
  message?: string;
  data: NotificationSettings;
}

/** PUT /user/notifications with the changed switches (partial) → all five settings. */
export function updateNotificationSettings(
  data: NotificationSettingsData,
): Promise<UpdateNotificationSettingsResponse> {
  return apiClient.put<UpdateNotificationSettingsResponse>('/user/notifications', data, {
    fallbackMessage: NOTIFICATION_SETTINGS_UPDATE_FAILED,
  });
}

type UpdateNotificationSettingsOptions = Omit<
  UseMutationOptions<UpdateNotificationSettingsResponse, ApiError, NotificationSettingsData>,
  'mutationFn'
>;

/** Saves the settings, puts the answer into the settings query and the stored user. */
export function useUpdateNotificationSettings(options: UpdateNotificationSettingsOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<UpdateNotificationSettingsResponse, ApiError, NotificationSettingsData>({
    ...rest,
    mutationFn: updateNotificationSettings,
    onSuccess: (response, ...args) => {
      queryClient.setQueryData(notificationSettingsQueryKey, response.data);
      const stored = getStoredUser();
      if (stored !== null) updateStoredUser({ ...stored, notification_settings: response.data });
      return onSuccess?.(response, ...args);
    },
  });
}
