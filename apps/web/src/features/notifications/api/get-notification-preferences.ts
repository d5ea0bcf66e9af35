import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@salonya/contracts/notifications';
import { apiClient } from '@/lib/api-client';

interface PreferencesResponse {
  success: true;
  message?: string;
  data: NotificationPreferences;
}
export type { PreferencesResponse };

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /notifications/preferences → in-app and e-mail per notification group. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return (await apiClient.get<PreferencesResponse>('/notifications/preferences', { signal })).data;
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
