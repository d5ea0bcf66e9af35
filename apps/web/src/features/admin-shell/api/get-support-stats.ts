import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSupportStats } from '@salonya/contracts/api-routes';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiData } from '@/lib/api';

/** GET /admin/support/stats: the sidebar badge of 'Destek Sohbeti' is data.waiting_admin. */
export function getSupportStats(signal?: AbortSignal) {
  return apiData(getAdminSupportStats, {}, { signal });
}

export function getSupportStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'support', 'stats'] as const,
    queryFn: ({ signal }) => getSupportStats(signal),
  });
}

/** Refreshed every 60 s (SPEC §9). */
export function useSupportStats() {
  return useQuery({
    ...getSupportStatsQueryOptions(),
    refetchInterval: ADMIN_PENDING_COUNTS_REFRESH_MS,
    staleTime: ADMIN_PENDING_COUNTS_REFRESH_MS,
  });
}
