import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCustomerFavoriteSpecialists } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';
import { favoritesQueryKey } from './get-favorite-ids';

// Favourite specialists (ADR 0051). Typed from the contract without its schemas: the heart is on public pages.

export const FAVORITE_SPECIALISTS_FAILED = 'Favori uzmanlarınız yüklenemedi';

export const favoriteSpecialistIdsQueryKey = (userId: number) =>
  [...favoritesQueryKey, 'specialist-ids', userId] as const;

/** One query for every specialist heart on the page; off (no call) unless a customer is signed in. */
export function useFavoriteSpecialistIds(userId: number | null) {
  return useQuery({
    queryKey: favoriteSpecialistIdsQueryKey(userId ?? 0),
    queryFn: async ({ signal }) =>
      (await import('./favorite-specialist-calls')).getFavoriteSpecialistIds(signal),
    staleTime: 5 * 60_000,
    enabled: userId !== null,
  });
}

export function getFavoriteSpecialistsQueryOptions() {
  return queryOptions({
    queryKey: [...favoritesQueryKey, 'specialists'] as const,
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getCustomerFavoriteSpecialists>(
        'GET',
        '/customer/favorites/specialists',
        {},
        { signal, fallbackMessage: FAVORITE_SPECIALISTS_FAILED },
      ),
    staleTime: 0,
  });
}

/** GET /customer/favorites/specialists: the favourite specialists with their salon (/musteri/favoriler). */
export function useFavoriteSpecialists() {
  return useQuery(getFavoriteSpecialistsQueryOptions());
}
