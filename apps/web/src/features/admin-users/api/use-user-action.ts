import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getAdminUserQueryOptions } from './get-admin-user';
import { adminUsersKey } from './get-admin-users';

/** Deactivate and activate share this: the answer replaces the cached user; lists refetch. */
export function useUserAction<V>(send: (variables: V) => Promise<SuccessEnvelope<AdminUserDetail>>) {
  const queryClient = useQueryClient();
  return useMutation<SuccessEnvelope<AdminUserDetail>, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getAdminUserQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
