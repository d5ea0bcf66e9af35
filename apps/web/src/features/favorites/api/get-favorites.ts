import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerFavorites } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { favoritesQueryKey } from './get-favorite-ids';

export const FAVORITES_FAILED = 'Favorileriniz yüklenemedi';

/** GET /customer/favorites: the favourite salons as cards (customers only; /musteri/favoriler, the dashboard). */
export function getFavoriteSalonsQueryOptions() {
  return queryOptions({
    queryKey: [...favoritesQueryKey, 'list'] as const,
    queryFn: ({ signal }) => apiData(getCustomerFavorites, {}, { signal, fallbackMessage: FAVORITES_FAILED }),
    staleTime: 0,
  });
}

export function useFavoriteSalons() {
  return useQuery(getFavoriteSalonsQueryOptions());
}
