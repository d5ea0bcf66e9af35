import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { putUserNotifications } from '@salonya/contracts/api-routes';
import type { NotificationSettingsData } from '@salonya/contracts/auth';
import { NOTIFICATION_SETTINGS_UPDATE_FAILED } from '@salonya/domain/messages';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { getStoredUser, updateStoredUser } from '@/lib/session';
import { notificationSettingsQueryKey } from './get-notification-settings';

export type UpdateNotificationSettingsAnswer = RouteAnswer<typeof putUserNotifications>;

/** PUT /user/notifications with the changed switches (partial) → all five settings. */
export function updateNotificationSettings(
  data: NotificationSettingsData,
): Promise<UpdateNotificationSettingsAnswer> {
  return api(putUserNotifications, { body: data }, { fallbackMessage: NOTIFICATION_SETTINGS_UPDATE_FAILED });
}

type UpdateNotificationSettingsOptions = Omit<
  UseMutationOptions<UpdateNotificationSettingsAnswer, ApiError, NotificationSettingsData>,
  'mutationFn'
>;

/** Saves the settings, puts the answer into the settings query and the stored user. */
export function useUpdateNotificationSettings(options: UpdateNotificationSettingsOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<UpdateNotificationSettingsAnswer, ApiError, NotificationSettingsData>({
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
