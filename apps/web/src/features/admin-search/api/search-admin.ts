import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSearch } from '@salonya/contracts/api-routes';
import { ADMIN_SEARCH_MIN_LENGTH } from '@salonya/domain/constants';
import { apiData } from '@/lib/api';

/** GET /admin/search?q= → users, salons and appointments matching the query (SPEC §2.8, §5: at least 2 characters). */
export async function searchAdmin(query: string, signal?: AbortSignal) {
  const data = await apiData(
    getAdminSearch,
    { query: { q: query } },
    { signal, fallbackMessage: 'Arama sırasında bir hata oluştu' },
  );
  return data.results;
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
