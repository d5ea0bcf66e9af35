import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { postUnifiedSearch } from '@salonya/contracts/api-routes';
import { SEARCH_CACHE_MS, SEARCH_TIMEOUT_MS } from '@salonya/domain/constants';
import { SEARCH_FAILED } from '@salonya/domain/messages';
import { apiTyped } from '@/lib/api-path';
import type { UnifiedSearchBody } from '../utils/search-params';

/**
 * POST /unified-search (SPEC §7.4, 10 s time-out) → results, suggestions and query_info of one page. The search
 * page is public: the call is typed from its contract route without loading zod (lib/api-path.ts).
 */
export function unifiedSearch(body: UnifiedSearchBody, signal?: AbortSignal) {
  return apiTyped<typeof postUnifiedSearch>(
    'POST',
    '/unified-search',
    { body },
    { signal, timeoutMs: SEARCH_TIMEOUT_MS, fallbackMessage: SEARCH_FAILED },
  );
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
