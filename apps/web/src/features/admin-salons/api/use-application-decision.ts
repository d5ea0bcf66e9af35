import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminSalonsKey } from './get-admin-salons';
import { getApplicationQueryOptions } from './get-application';
import { applicationsKey } from './get-applications';

/** Approve and reject share this: the answer replaces the cached application; lists (and salons) refetch. */
export function useApplicationDecision<V>(
  send: (variables: V) => Promise<SuccessEnvelope<ApplicationDetail>>,
) {
  const queryClient = useQueryClient();
  return useMutation<SuccessEnvelope<ApplicationDetail>, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getApplicationQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
        queryClient.invalidateQueries({ queryKey: adminSalonsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'documents', 'stats'] }),
      ]);
    },
  });
}
