import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportStats } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';

/** GET /admin/support/stats: the sidebar badge of 'Destek Sohbeti' is data.waiting_admin. */
export async function getSupportStats(signal?: AbortSignal): Promise<SupportStats> {
  const response = await apiClient.get<SuccessEnvelope<SupportStats>>('/admin/support/stats', { signal });
  return response.data;
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
