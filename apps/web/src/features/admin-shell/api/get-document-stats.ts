import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDocumentsStats } from '@salonya/contracts/api-routes';
import { ADMIN_PENDING_COUNTS_REFRESH_MS } from '@salonya/domain/constants';
import { apiData } from '@/lib/api';

/** GET /admin/documents/stats: the sidebar badge of 'Salon Belgeleri' is data.pending. */
export function getDocumentStats(signal?: AbortSignal) {
  return apiData(getAdminDocumentsStats, {}, { signal });
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
