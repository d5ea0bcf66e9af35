import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { favoriteIdsQueryKey, favoritesQueryKey } from './get-favorite-ids';

export const FAVORITE_UPDATE_FAILED = 'Favorileriniz güncellenemedi. Lütfen tekrar deneyin.';

interface FavoriteResponse {
  success: true;
  message: string;
  data: { salon_id: number; is_favorite: boolean };
}

export interface ToggleFavoriteVariables {
  salonId: number;
  /** true: PUT (add), false: DELETE (remove). */
  favorite: boolean;
}

/** PUT /customer/favorites/{salonId} adds, DELETE removes (customers only). */
export function setFavorite({ salonId, favorite }: ToggleFavoriteVariables): Promise<FavoriteResponse> {
  const path = `/customer/favorites/${salonId}`;
  const options = { fallbackMessage: FAVORITE_UPDATE_FAILED };
  return favorite
    ? apiClient.put<FavoriteResponse>(path, undefined, options)
    : apiClient.delete<FavoriteResponse>(path, undefined, options);
}

const mutationKey = ['favorites', 'toggle'] as const;

/**
 * Adds or removes a favourite with an optimistic update of the shared id list (rolled back on failure, with the
 * reason as a toast). The list is fetched again once the last pending toggle has settled.
 */
export function useToggleFavorite(userId: number) {
  const queryClient = useQueryClient();
  const key = favoriteIdsQueryKey(userId);
  return useMutation<FavoriteResponse, ApiError, ToggleFavoriteVariables, { previous: number[] | undefined }>(
    {
      mutationKey,
      mutationFn: setFavorite,
      onMutate: async ({ salonId, favorite }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<number[]>(key);
        queryClient.setQueryData<number[]>(key, (ids = []) =>
          favorite ? [...ids.filter((id) => id !== salonId), salonId] : ids.filter((id) => id !== salonId),
        );
        return { previous };
      },
      onSuccess: (response) => {
        toast.success(response.message);
      },
      onError: (error, _variables, context) => {
        queryClient.setQueryData(key, context?.previous);
        toast.error(failureMessage(error, FAVORITE_UPDATE_FAILED));
      },
      onSettled: () => {
        if (queryClient.isMutating({ mutationKey }) === 1) {
          void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
        }
      },
    },
  );
}
