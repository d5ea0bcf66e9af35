import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UnifiedSearchResponse } from '@salonya/contracts/search';
import { SEARCH_CACHE_MS, SEARCH_TIMEOUT_MS } from '@salonya/domain/constants';
import { SEARCH_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import type { UnifiedSearchBody } from '../utils/search-params';

function isSearchResponse(value: unknown): value is UnifiedSearchResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<UnifiedSearchResponse>;
  return (
    Array.isArray(body.results) &&
    Array.isArray(body.suggestions) &&
    typeof body.query_info === 'object' &&
    body.query_info !== null
  );
}

/** POST /unified-search (SPEC §7.4, 10 s time-out) → results, suggestions and query_info of one page. */
export async function unifiedSearch(
  body: UnifiedSearchBody,
  signal?: AbortSignal,
): Promise<UnifiedSearchResponse> {
  const response = await apiClient.post<unknown>('/unified-search', body, {
    signal,
    timeoutMs: SEARCH_TIMEOUT_MS,
    fallbackMessage: SEARCH_FAILED,
  });
  if (!isSearchResponse(response)) throw new Error(SEARCH_FAILED);
  return response;
}

export function getUnifiedSearchQueryOptions(body: UnifiedSearchBody) {
  return queryOptions({
    queryKey: ['search', 'unified', body] as const,
    queryFn: ({ signal }) => unifiedSearch(body, signal),
    // SPEC §9: a search is kept 300000 ms.
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    // 'Tekrar Dene' is the user's to press: a time-out is not silently waited out twice.
    retry: false,
  });
}

/** Keeps the previous page on screen while the next one (or another filter) loads. */
export function useUnifiedSearch(body: UnifiedSearchBody) {
  return useQuery({ ...getUnifiedSearchQueryOptions(body), placeholderData: keepPreviousData });
}
