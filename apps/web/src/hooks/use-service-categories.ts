import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHomeServiceCategories } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

/**
 * GET /home/service-categories → the seven main categories (SPEC §3 codes) with their salon counts. The home page,
 * the search page and the salon application read it (issue 14 item 4): one query key, one cache. Public pages
 * read it, so it is typed from the contract without loading zod (lib/api-path.ts).
 */

export const serviceCategoriesQueryKey = ['home', 'service-categories'] as const;

export function getServiceCategories(signal?: AbortSignal) {
  return apiDataTyped<typeof getHomeServiceCategories>('GET', '/home/service-categories', {}, { signal });
}

export function serviceCategoriesQueryOptions() {
  return queryOptions({
    queryKey: serviceCategoriesQueryKey,
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(serviceCategoriesQueryOptions());
}
