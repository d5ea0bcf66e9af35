import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { postAdminUsersActivate } from '@salonya/contracts/api-routes';
import type { RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getAdminUserQueryOptions } from './get-admin-user';
import { adminUsersKey } from './get-admin-users';

/** The answer of deactivate and activate: the user as they now stand (the same envelope for both routes). */
type UserAnswer = RouteAnswer<typeof postAdminUsersActivate>;

/** Deactivate and activate share this: the answer replaces the cached user; lists refetch. */
export function useUserAction<V>(send: (variables: V) => Promise<UserAnswer>) {
  const queryClient = useQueryClient();
  return useMutation<UserAnswer, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getAdminUserQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
