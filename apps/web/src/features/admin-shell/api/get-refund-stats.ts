import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminRefundsStats } from '@salonya/contracts/api-routes';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiData } from '@/lib/api';

/** GET /admin/refunds/stats: the sidebar badge of 'İadeler' is data.requested (ADR 0048). */
export function getRefundStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'refunds', 'stats'] as const,
    queryFn: ({ signal }) => apiData(getAdminRefundsStats, {}, { signal }),
  });
}

/** Refreshed every 60 s (SPEC §9). */
export function useRefundStats() {
  return useQuery({
    ...getRefundStatsQueryOptions(),
    refetchInterval: ADMIN_PENDING_COUNTS_REFRESH_MS,
    staleTime: ADMIN_PENDING_COUNTS_REFRESH_MS,
  });
}
