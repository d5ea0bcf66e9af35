import type { AdminContactMessage } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useMessageAction } from './use-message-action';

export const DONE_FAILED = 'Mesaj tamamlandı olarak işaretlenemedi';

/** POST /admin/contact-messages/{id}/done. */
export function markContactMessageDone(id: number) {
  return apiClient.post<SuccessEnvelope<AdminContactMessage>>(
    `/admin/contact-messages/${id}/done`,
    undefined,
    {
      fallbackMessage: DONE_FAILED,
    },
  );
}

export function useMarkContactMessageDone() {
  return useMessageAction(markContactMessageDone);
}
