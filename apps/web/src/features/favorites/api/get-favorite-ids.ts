import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

interface FavoriteIdsResponse {
  success: true;
  data: number[];
}

/** Every favourites query of the customer starts with this key (the list page can invalidate them all). */
export const favoritesQueryKey = ['customer', 'favorites'] as const;

export const favoriteIdsQueryKey = (userId: number) => [...favoritesQueryKey, 'ids', userId] as const;

/** GET /customer/favorites/ids (customers only): the ids of the favourite salons. */
export async function getFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  const response = await apiClient.get<FavoriteIdsResponse>('/customer/favorites/ids', { signal });
  return response.data;
}

export function getFavoriteIdsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: favoriteIdsQueryKey(userId),
    queryFn: ({ signal }) => getFavoriteIds(signal),
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
