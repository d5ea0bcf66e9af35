import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import type { CategoryDetail } from './types';
import { readData } from './read-envelope';

/** GET /categories/{id} → the category with its parent; 404 'Kategori bulunamadı' (an ApiError). */
export async function getCategory(id: number, signal?: AbortSignal): Promise<CategoryDetail> {
  const response = await apiClient.get<SuccessEnvelope<CategoryDetail>>(`/categories/${id}`, { signal });
  return readData(response);
}

export function getCategoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalogue', 'category', id] as const,
    queryFn: ({ signal }) => getCategory(id, signal),
  });
}

export function useCategory(id: number) {
  return useQuery(getCategoryQueryOptions(id));
}
