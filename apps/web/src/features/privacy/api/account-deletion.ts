import { useMutation } from '@tanstack/react-query';
import { postAccountDeletion, postAccountDeletionCancel } from '@salonya/contracts/api-routes';
import type { RequestDeletionBody } from '@salonya/contracts/privacy';
import { api } from '@/lib/api';

export const DELETION_FAILED = 'Hesap silme talebiniz alınamadı';
export const DELETION_CANCEL_FAILED = 'Hesap silme talebi iptal edilemedi';

/** POST /account/deletion: the password confirms; the API ends every session of the account. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (body: RequestDeletionBody) =>
      api(postAccountDeletion, { body }, { fallbackMessage: DELETION_FAILED }),
  });
}

/** POST /account/deletion/cancel: the mailed link's token. */
export function useCancelAccountDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      api(postAccountDeletionCancel, { body: { token } }, { fallbackMessage: DELETION_CANCEL_FAILED }),
  });
}
