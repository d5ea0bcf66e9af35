import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCategories as categoriesRoute } from '@salonya/contracts/api-routes';
import type { CategoryListItem } from '@salonya/contracts/catalogue';
import { apiDataTyped } from '@/lib/api-path';

/** GET /categories → every active category: the seven main ones (with a code) and the legacy ones (20–25). */
export function getCategories(signal?: AbortSignal) {
  return apiDataTyped<typeof categoriesRoute>('GET', '/categories', {}, { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'categories'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

/** Main categories carry a SPEC §3 code; the legacy ones ('Popüler Aramalar') have none. */
export function isMainCategory(category: Pick<CategoryListItem, 'code'>): boolean {
  return category.code !== null;
}
