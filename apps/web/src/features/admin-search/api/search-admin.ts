import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSearchResponse, AdminSearchResult } from '@salonya/contracts/admin';
import { ADMIN_SEARCH_MIN_LENGTH } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';

/** GET /admin/search?q= → users, salons and appointments matching the query (SPEC §2.8, §5: at least 2 characters). */
export async function searchAdmin(query: string, signal?: AbortSignal): Promise<AdminSearchResult[]> {
  const response = await apiClient.get<AdminSearchResponse>(`/admin/search?q=${encodeURIComponent(query)}`, {
    signal,
    fallbackMessage: 'Arama sırasında bir hata oluştu',
  });
  return response.data.results;
}

export function getAdminSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['admin', 'search', query] as const,
    queryFn: ({ signal }) => searchAdmin(query, signal),
    staleTime: 30_000,
  });
}

/** Asks only from 2 characters (after trimming). */
export function useAdminSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...getAdminSearchQueryOptions(trimmed),
    enabled: trimmed.length >= ADMIN_SEARCH_MIN_LENGTH,
  });
}
