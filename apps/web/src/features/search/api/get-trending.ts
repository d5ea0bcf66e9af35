import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSearchTrending } from '@salonya/contracts/api-routes';
import type { TrendingItem } from '@salonya/contracts/search';
import { SEARCH_CACHE_MS, SEARCH_TRENDING_LIMIT, type SearchContext } from '@salonya/domain/constants';
import { apiDataTyped } from '@/lib/api-path';

export interface TrendingParams {
  context: SearchContext;
  city_id?: number | null;
}

/** GET /search/trending (SPEC §7.4: context, city, limit 8). A failure is an empty list (SPEC §8). */
export async function getTrending(params: TrendingParams, signal?: AbortSignal): Promise<TrendingItem[]> {
  try {
    // The search box is on every public page: typed from the contract without loading zod (lib/api-path.ts).
    const data = await apiDataTyped<typeof getSearchTrending>(
      'GET',
      '/search/trending',
      { query: { ...params, limit: SEARCH_TRENDING_LIMIT } },
      { signal },
    );
    return Array.isArray(data) ? data.slice(0, SEARCH_TRENDING_LIMIT) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function getTrendingQueryOptions(params: TrendingParams) {
  return queryOptions({
    queryKey: ['search', 'trending', params] as const,
    queryFn: ({ signal }) => getTrending(params, signal),
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
  });
}

/** Asked for only while the empty box's dropdown is open. */
export function useTrending(params: TrendingParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getTrendingQueryOptions(params), enabled });
}
