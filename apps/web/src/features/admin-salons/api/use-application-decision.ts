import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { postAdminSalonApplicationsApprove } from '@salonya/contracts/api-routes';
import type { RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminSalonsKey } from './get-admin-salons';
import { getApplicationQueryOptions } from './get-application';
import { applicationsKey } from './get-applications';

/** The answer of approve and reject: the application as it now stands (the same envelope for both routes). */
type DecisionAnswer = RouteAnswer<typeof postAdminSalonApplicationsApprove>;

/** Approve and reject share this: the answer replaces the cached application; lists (and salons) refetch. */
export function useApplicationDecision<V>(send: (variables: V) => Promise<DecisionAnswer>) {
  const queryClient = useQueryClient();
  return useMutation<DecisionAnswer, ApiError, V>({
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
