import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Suggestion } from '@salonya/contracts/search';
import { SEARCH_MIN_QUERY_LENGTH, type SearchContext } from '@salonya/domain/constants';
import { getSuggestionsQueryOptions, type SuggestionsResult } from '../api/get-suggestions';

export interface UseSuggestionsOptions {
  /** What is in the box (trimmed here). */
  query: string;
  context: SearchContext;
  /** SPEC §9 debounce of the context. */
  delayMs: number;
  cityId?: number | null;
  districtId?: number | null;
}

export interface SuggestionsState {
  /** The suggestions of the last answered query (kept while the next one loads); empty below 2 characters. */
  suggestions: Suggestion[];
  searchId: string | null;
  /** The query they answer. */
  forQuery: string | null;
  /** A newer query is waiting for its debounce or its answer. */
  isLoading: boolean;
}

const EMPTY: SuggestionsResult = { suggestions: [], searchId: null };

/**
 * Suggestions as the visitor types (SPEC §2.10, §5, §9): nothing under 2 characters after trimming; otherwise
 * GET /search/suggestions once the typing pauses for the context's debounce. Every change of the query aborts the
 * request in flight (the query's AbortController, through TanStack Query's cancel) and restarts the wait;
 * answers are cached 300000 ms, so going back to an earlier query asks nothing.
 */
export function useSuggestions({
  query,
  context,
  delayMs,
  cityId = null,
  districtId = null,
}: UseSuggestionsOptions): SuggestionsState {
  const queryClient = useQueryClient();
  const q = query.trim();
  const active = q.length >= SEARCH_MIN_QUERY_LENGTH;
  const [answer, setAnswer] = useState<{ q: string; result: SuggestionsResult } | null>(null);

  useEffect(() => {
    if (!active) return;
    const options = getSuggestionsQueryOptions({
      q,
      context,
      city_id: cityId ?? undefined,
      district_id: districtId ?? undefined,
    });
    let live = true;
    const timer = setTimeout(() => {
      queryClient.fetchQuery(options).then(
        (result) => {
          if (live) setAnswer({ q, result });
        },
        // SPEC §8: a failed suggestion call shows nothing.
        () => {
          if (live) setAnswer({ q, result: EMPTY });
        },
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
      void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    };
  }, [active, q, context, cityId, districtId, delayMs, queryClient]);

  if (!active || answer === null) {
    return { suggestions: [], searchId: null, forQuery: null, isLoading: active };
  }
  return {
    suggestions: answer.result.suggestions,
    searchId: answer.result.searchId,
    forQuery: answer.q,
    isLoading: answer.q !== q,
  };
}
