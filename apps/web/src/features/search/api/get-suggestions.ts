import { queryOptions } from '@tanstack/react-query';
import type { getSearchSuggestions } from '@salonya/contracts/api-routes';
import type { Suggestion } from '@salonya/contracts/search';
import {
  SEARCH_CACHE_MS,
  SEARCH_MAX_SUGGESTIONS,
  SUGGESTIONS_TIMEOUT_MS,
  type SearchContext,
} from '@salonya/domain/constants';
import type { RouteAnswer } from '@/lib/api';
import { apiTyped } from '@/lib/api-path';

export interface SuggestionsParams {
  q: string;
  context: SearchContext;
  city_id?: number | null;
  district_id?: number | null;
}

/** The answer plus the search id some servers give, for the click log. */
export interface SuggestionsResult {
  suggestions: Suggestion[];
  searchId: string | null;
}

/**
 * GET /search/suggestions (SPEC §7.4: limit 8, 3 s time-out, cancellable through `signal`). SPEC §8: a failed
 * suggestion call shows nothing, so the caller treats a rejection as an empty list.
 */
export async function getSuggestions(
  params: SuggestionsParams,
  signal?: AbortSignal,
): Promise<SuggestionsResult> {
  // The search box is on every public page: typed from the contract without loading zod (lib/api-path.ts).
  const response: RouteAnswer<typeof getSearchSuggestions> & { search_id?: unknown } = await apiTyped<
    typeof getSearchSuggestions
  >(
    'GET',
    '/search/suggestions',
    { query: { ...params, limit: SEARCH_MAX_SUGGESTIONS } },
    { signal, timeoutMs: SUGGESTIONS_TIMEOUT_MS },
  );
  const list = Array.isArray(response.data) ? response.data : [];
  return {
    suggestions: list.slice(0, SEARCH_MAX_SUGGESTIONS),
    searchId: typeof response.search_id === 'string' ? response.search_id : null,
  };
}

export function getSuggestionsQueryOptions(params: SuggestionsParams) {
  return queryOptions({
    queryKey: ['search', 'suggestions', params] as const,
    queryFn: ({ signal }) => getSuggestions(params, signal),
    // SPEC §9: the search cache keeps an answer 300000 ms.
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    retry: false,
  });
}
