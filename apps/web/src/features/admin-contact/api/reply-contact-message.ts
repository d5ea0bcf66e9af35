import type { AdminContactMessage, ContactReplyRequest } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useMessageAction } from './use-message-action';

export const REPLY_FAILED = 'Yanıt gönderilemedi';

/** POST /admin/contact-messages/{id}/reply: the reply is e-mailed to the sender. */
export function replyContactMessage({ id, ...body }: ContactReplyRequest & { id: number }) {
  return apiClient.post<SuccessEnvelope<AdminContactMessage>>(`/admin/contact-messages/${id}/reply`, body, {
    fallbackMessage: REPLY_FAILED,
  });
}

export function useReplyContactMessage() {
  return useMessageAction(replyContactMessage);
}
