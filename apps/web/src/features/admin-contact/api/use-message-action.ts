import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { postAdminContactMessagesDone } from '@salonya/contracts/api-routes';
import type { RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getContactMessageQueryOptions } from './get-contact-message';
import { contactMessagesKey } from './get-contact-messages';

/** The answer of reply and done: the message as it now stands (the same envelope for both routes). */
type MessageAnswer = RouteAnswer<typeof postAdminContactMessagesDone>;

/** Reply and done share this: the answer replaces the cached message; the list refetches. */
export function useMessageAction<V>(send: (variables: V) => Promise<MessageAnswer>) {
  const queryClient = useQueryClient();
  return useMutation<MessageAnswer, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getContactMessageQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: [...contactMessagesKey, 'list'] });
    },
  });
}
