import { postAdminContactMessagesDone } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useMessageAction } from './use-message-action';

export const DONE_FAILED = 'Mesaj tamamlandı olarak işaretlenemedi';

/** POST /admin/contact-messages/{id}/done. */
export function markContactMessageDone(id: number) {
  return api(postAdminContactMessagesDone, { params: { id } }, { fallbackMessage: DONE_FAILED });
}

export function useMarkContactMessageDone() {
  return useMessageAction(markContactMessageDone);
}
