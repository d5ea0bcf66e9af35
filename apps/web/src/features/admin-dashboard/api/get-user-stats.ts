import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminUsersStats } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/** GET /admin/users/stats: users by type and activity (an extra statistic of the dashboard). */
export function getUserStats(signal?: AbortSignal) {
  return apiData(getAdminUsersStats, {}, { signal });
}

export function getUserStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'users', 'stats'] as const,
    queryFn: ({ signal }) => getUserStats(signal),
    retry: false,
  });
}

export function useUserStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getUserStatsQueryOptions(), enabled });
}
