import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationsPreferences } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /notifications/preferences → in-app and e-mail per notification group. */
export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => apiData(getNotificationsPreferences, {}, { signal }),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
