import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@salonya/contracts/catalogue';
import { apiClient } from '@/lib/api-client';

interface CategoriesResponse {
  success: true;
  data: Category[];
}

export const CATEGORIES_FAILED = 'Hizmet kategorileri yüklenemedi';

/** GET /home/service-categories: the 7 main categories the application chooses from. */
export async function getServiceCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiClient.get<CategoriesResponse>('/home/service-categories', {
    auth: false,
    signal,
    fallbackMessage: CATEGORIES_FAILED,
  });
  return response.data;
}

export function getServiceCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['salon-application', 'service-categories'] as const,
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(getServiceCategoriesQueryOptions());
}
