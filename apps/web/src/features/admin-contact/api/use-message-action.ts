import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getContactMessageQueryOptions } from './get-contact-message';
import { contactMessagesKey } from './get-contact-messages';

/** Reply and done share this: the answer replaces the cached message; the list refetches. */
export function useMessageAction<V>(send: (variables: V) => Promise<SuccessEnvelope<AdminContactMessage>>) {
  const queryClient = useQueryClient();
  return useMutation<SuccessEnvelope<AdminContactMessage>, ApiError, V>({
    mutationFn: send,
    onSuccess: async (response) => {
      queryClient.setQueryData(getContactMessageQueryOptions(response.data.id).queryKey, response.data);
      if (response.message !== undefined) toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: [...contactMessagesKey, 'list'] });
    },
  });
}
