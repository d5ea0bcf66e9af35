import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import type { Category } from './types';
import { readData, isList } from './read-envelope';

/** GET /home/service-categories → the seven main categories (SPEC §3 codes) with their salon counts. */
export async function getServiceCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiClient.get<SuccessEnvelope<Category[]>>('/home/service-categories', { signal });
  return readData(response, isList);
}

export function getServiceCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'service-categories'] as const,
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(getServiceCategoriesQueryOptions());
}
