import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCategoriesById } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

/** GET /categories/{id} → the category with its parent; 404 'Kategori bulunamadı' (an ApiError). */
export function getCategory(id: number, signal?: AbortSignal) {
  return apiDataTyped<typeof getCategoriesById>('GET', '/categories/:id', { params: { id } }, { signal });
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
