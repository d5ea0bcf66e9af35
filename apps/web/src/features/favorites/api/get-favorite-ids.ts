import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCustomerFavoritesIds } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

// The hearts sit on public pages: typed from the contract without its schemas (ADR 0036).

/** Every favourites query of the customer starts with this key (the list page can invalidate them all). */
export const favoritesQueryKey = ['customer', 'favorites'] as const;

export const favoriteIdsQueryKey = (userId: number) => [...favoritesQueryKey, 'ids', userId] as const;

/** GET /customer/favorites/ids (customers only): the ids of the favourite salons. */
export function getFavoriteIdsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: favoriteIdsQueryKey(userId),
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getCustomerFavoritesIds>('GET', '/customer/favorites/ids', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One query for every heart on the page; off (no call) unless a customer is signed in. */
export function useFavoriteIds(userId: number | null) {
  return useQuery({
    ...getFavoriteIdsQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
}
