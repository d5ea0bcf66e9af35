import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteCustomerFavorites, putCustomerFavorites } from '@salonya/contracts/api-routes';
import type { ApiError } from '@/lib/api-client';
import { apiTyped } from '@/lib/api-path';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { favoriteSpecialistIdsQueryKey } from './favorite-specialists';
import { favoriteIdsQueryKey, favoritesQueryKey } from './get-favorite-ids';

export const FAVORITE_UPDATE_FAILED = 'Favorileriniz güncellenemedi. Lütfen tekrar deneyin.';

/** What a heart stands for: a salon, or a specialist (salon_staff id, ADR 0051). */
export type FavoriteKind = 'salon' | 'specialist';

export interface ToggleFavoriteVariables {
  kind: FavoriteKind;
  id: number;
  /** true: PUT (add), false: DELETE (remove). */
  favorite: boolean;
}

/** PUT /customer/favorites/{salonId} adds, DELETE removes (customers only; the heart is on public pages). */
export function setFavorite(salonId: number, favorite: boolean): Promise<{ message: string }> {
  const input = { params: { salonId } };
  const options = { fallbackMessage: FAVORITE_UPDATE_FAILED };
  return favorite
    ? apiTyped<typeof putCustomerFavorites>('PUT', '/customer/favorites/:salonId', input, options)
    : apiTyped<typeof deleteCustomerFavorites>('DELETE', '/customer/favorites/:salonId', input, options);
}

/** The id list the hearts of one kind read. */
export function favoriteIdsKey(kind: FavoriteKind, userId: number) {
  return kind === 'salon' ? favoriteIdsQueryKey(userId) : favoriteSpecialistIdsQueryKey(userId);
}

const mutationKey = ['favorites', 'toggle'] as const;

/**
 * Adds or removes a favourite salon or specialist with an optimistic update of the shared id list of that kind
 * (rolled back on failure, with the reason as a toast). The lists are fetched again once the last pending toggle
 * has settled.
 */
export function useToggleFavorite(userId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    { message: string },
    ApiError,
    ToggleFavoriteVariables,
    { previous: number[] | undefined }
  >({
    mutationKey,
    mutationFn: async ({ kind, id, favorite }) =>
      kind === 'salon'
        ? setFavorite(id, favorite)
        : (await import('./favorite-specialist-calls')).setFavoriteSpecialist(
            id,
            favorite,
            FAVORITE_UPDATE_FAILED,
          ),
    onMutate: async ({ kind, id, favorite }) => {
      const key = favoriteIdsKey(kind, userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        favorite ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
      );
      return { previous };
    },
    onSuccess: (response) => {
      toast.success(response.message);
    },
    onError: (error, { kind }, context) => {
      queryClient.setQueryData(favoriteIdsKey(kind, userId), context?.previous);
      toast.error(failureMessage(error, FAVORITE_UPDATE_FAILED));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      }
    },
  });
}
