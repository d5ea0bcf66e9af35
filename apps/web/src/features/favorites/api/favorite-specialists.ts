import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  deleteCustomerFavoriteSpecialists,
  getCustomerFavoriteSpecialists,
  getCustomerFavoriteSpecialistsIds,
  putCustomerFavoriteSpecialists,
} from '@salonya/contracts/api-routes';
import { apiDataTyped, apiTyped } from '@/lib/api-path';
import { favoritesQueryKey } from './get-favorite-ids';

// Favourite specialists (ADR 0051). Typed from the contract without its schemas: the heart is on public pages.

export const FAVORITE_SPECIALISTS_FAILED = 'Favori uzmanlarınız yüklenemedi';

export const favoriteSpecialistIdsQueryKey = (userId: number) =>
  [...favoritesQueryKey, 'specialist-ids', userId] as const;

/** GET /customer/favorites/specialists/ids (customers only). */
export function getFavoriteSpecialistIds(signal?: AbortSignal): Promise<number[]> {
  return apiDataTyped<typeof getCustomerFavoriteSpecialistsIds>(
    'GET',
    '/customer/favorites/specialists/ids',
    {},
    { signal },
  );
}

/** One query for every specialist heart on the page; off (no call) unless a customer is signed in. */
export function useFavoriteSpecialistIds(userId: number | null) {
  return useQuery({
    queryKey: favoriteSpecialistIdsQueryKey(userId ?? 0),
    queryFn: ({ signal }) => getFavoriteSpecialistIds(signal),
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

/** PUT adds, DELETE removes a favourite specialist. */
export function setFavoriteSpecialist(
  salonStaffId: number,
  favorite: boolean,
  fallbackMessage: string,
): Promise<{ message: string }> {
  const input = { params: { salonStaffId } };
  const answer = favorite
    ? apiTyped<typeof putCustomerFavoriteSpecialists>(
        'PUT',
        '/customer/favorites/specialists/:salonStaffId',
        input,
        { fallbackMessage },
      )
    : apiTyped<typeof deleteCustomerFavoriteSpecialists>(
        'DELETE',
        '/customer/favorites/specialists/:salonStaffId',
        input,
        { fallbackMessage },
      );
  return answer.then((r) => ({
    message: r.message ?? (favorite ? 'Uzman favorilerinize eklendi.' : 'Uzman favorilerinizden çıkarıldı.'),
  }));
}
