import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { NotificationSettings } from '@salonya/contracts/user';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const notificationSettingsQueryKey = ['account', 'notification-settings'] as const;

/** GET /user/notifications → the five notification switches of the signed-in user. */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const response = await apiClient.get<SuccessEnvelope<NotificationSettings>>('/user/notifications', {
    signal,
  });
  return response.data;
}

export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...getNotificationSettingsQueryOptions(), enabled: isAuthenticated });
}
