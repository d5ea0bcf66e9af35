import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalonEarningsStats } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';

/** GET /admin/salon-earnings/stats: the sidebar badge of 'Salon Kazançları' is data.pending_withdrawals. */
export async function getSalonEarningsStats(signal?: AbortSignal): Promise<SalonEarningsStats> {
  const response = await apiClient.get<SuccessEnvelope<SalonEarningsStats>>('/admin/salon-earnings/stats', {
    signal,
  });
  return response.data;
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
