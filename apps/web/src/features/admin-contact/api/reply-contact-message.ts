import type { ContactReplyRequest } from '@salonya/contracts/admin';
import { postAdminContactMessagesReply } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useMessageAction } from './use-message-action';

export const REPLY_FAILED = 'Yanıt gönderilemedi';

/** POST /admin/contact-messages/{id}/reply: the reply is e-mailed to the sender. */
export function replyContactMessage({ id, ...body }: ContactReplyRequest & { id: number }) {
  return api(postAdminContactMessagesReply, { params: { id }, body }, { fallbackMessage: REPLY_FAILED });
}

export function useReplyContactMessage() {
  return useMessageAction(replyContactMessage);
}
