import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';

/** GET /admin/users/stats: users by type and activity (an extra statistic of the dashboard). */
export async function getUserStats(signal?: AbortSignal): Promise<UserStats> {
  const response = await apiClient.get<SuccessEnvelope<UserStats>>('/admin/users/stats', { signal });
  return response.data;
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
