import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { postAdminSalonsActivate } from '@salonya/contracts/api-routes';
import type { RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminSalonsKey } from './get-admin-salons';
import { getAdminSalonQueryOptions } from './get-admin-salon';

/** The answer of every salon action: the salon as it now stands (the same envelope for each route). */
type SalonAnswer = RouteAnswer<typeof postAdminSalonsActivate>;

/**
 * What every salon action shares: the answer is the updated salon, which replaces the cached detail; lists and
 * filters are refetched; the server's message is shown.
 */
export function useSalonAction<V>(send: (variables: V) => Promise<SalonAnswer>) {
  const queryClient = useQueryClient();
  return useMutation<SalonAnswer, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getAdminSalonQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: adminSalonsKey });
    },
  });
}
