import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSalonEarningsStats } from '@salonya/contracts/api-routes';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiData } from '@/lib/api';

/** GET /admin/salon-earnings/stats: the sidebar badge of 'Salon Kazançları' is data.pending_withdrawals. */
export function getSalonEarningsStats(signal?: AbortSignal) {
  return apiData(getAdminSalonEarningsStats, {}, { signal });
}

export function getSalonEarningsStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'salon-earnings', 'stats'] as const,
    queryFn: ({ signal }) => getSalonEarningsStats(signal),
  });
}

/** Refreshed every 60 s (SPEC §9). */
export function useSalonEarningsStats() {
  return useQuery({
    ...getSalonEarningsStatsQueryOptions(),
    refetchInterval: ADMIN_PENDING_COUNTS_REFRESH_MS,
    staleTime: ADMIN_PENDING_COUNTS_REFRESH_MS,
  });
}
