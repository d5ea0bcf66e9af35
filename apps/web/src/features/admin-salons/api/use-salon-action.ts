import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSalonDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminSalonsKey } from './get-admin-salons';
import { getAdminSalonQueryOptions } from './get-admin-salon';

/**
 * What every salon action shares: the answer is the updated salon, which replaces the cached detail; lists and
 * filters are refetched; the server's message is shown.
 */
export function useSalonAction<V>(send: (variables: V) => Promise<SuccessEnvelope<AdminSalonDetail>>) {
  const queryClient = useQueryClient();
  return useMutation<SuccessEnvelope<AdminSalonDetail>, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getAdminSalonQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: adminSalonsKey });
    },
  });
}
