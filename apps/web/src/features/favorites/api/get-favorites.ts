import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoritesResponse } from '@salonya/contracts/engagement';
import { apiClient } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorite-ids';

export const FAVORITES_FAILED = 'Favorileriniz yüklenemedi';

/** GET /customer/favorites: the favourite salons as cards (customers only). */
export async function getFavoriteSalons(signal?: AbortSignal): Promise<FavoritesResponse['data']> {
  const response = await apiClient.get<FavoritesResponse>('/customer/favorites', {
    signal,
    fallbackMessage: FAVORITES_FAILED,
  });
  return response.data;
}

export function getFavoriteSalonsQueryOptions() {
  return queryOptions({
    queryKey: [...favoritesQueryKey, 'list'] as const,
    queryFn: ({ signal }) => getFavoriteSalons(signal),
    staleTime: 0,
  });
}

export function useFavoriteSalons() {
  return useQuery(getFavoriteSalonsQueryOptions());
}
