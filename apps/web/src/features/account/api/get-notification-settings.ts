import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserNotifications } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { useSession } from '@/lib/session';

export const notificationSettingsQueryKey = ['account', 'notification-settings'] as const;

/** GET /user/notifications → the five notification switches of the signed-in user. */
export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => apiData(getUserNotifications, {}, { signal }),
  });
}

export function useNotificationSettings() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...getNotificationSettingsQueryOptions(), enabled: isAuthenticated });
}
