import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import type { Category } from './types';
import { readData, isList } from './read-envelope';

/** GET /categories → every active category: the seven main ones (with a code) and the legacy ones (20–25). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiClient.get<SuccessEnvelope<Category[]>>('/categories', { signal });
  return readData(response, isList);
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
export function isMainCategory(category: Category): boolean {
  return category.code !== null;
}
