import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentStats } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';

/** GET /admin/documents/stats: the sidebar badge of 'Salon Belgeleri' is data.pending. */
export async function getDocumentStats(signal?: AbortSignal): Promise<DocumentStats> {
  const response = await apiClient.get<SuccessEnvelope<DocumentStats>>('/admin/documents/stats', { signal });
  return response.data;
}

export function getDocumentStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'documents', 'stats'] as const,
    queryFn: ({ signal }) => getDocumentStats(signal),
  });
}

/** Refreshed every 60 s (SPEC §9). */
export function useDocumentStats() {
  return useQuery({
    ...getDocumentStatsQueryOptions(),
    refetchInterval: ADMIN_PENDING_COUNTS_REFRESH_MS,
    staleTime: ADMIN_PENDING_COUNTS_REFRESH_MS,
  });
}
