import { CircleCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/form-errors';
import { DELETION_CANCEL_FAILED, useCancelAccountDeletion } from '../api/account-deletion';

/** The query parameter of the deletion mail's link (/giris?hesap-silme-iptal={token}, ADR 0050). */
export const DELETION_CANCEL_PARAM = 'hesap-silme-iptal';

/**
 * Above the sign-in form when the deletion mail's link was opened: the request is cancelled only on the button (a
 * mail scanner that opens the link must not decide for the user); signing in cancels it as well.
 */
export function DeletionCancelNotice({ token }: { token: string }) {
  const cancel = useCancelAccountDeletion();
  if (cancel.isSuccess) {
    return (
      <p
        role="status"
        className="mb-4 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {cancel.data.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="deletion-cancel-title" className="mb-4 space-y-3 rounded-lg bg-amber-50 p-4">
      <h2 id="deletion-cancel-title" className="text-sm font-semibold text-amber-900">
        Hesap silme talebiniz
      </h2>
      <p className="text-sm text-amber-900">
        Hesabınızı kullanmaya devam etmek istiyorsanız silme talebini iptal edin ya da giriş yapın.
      </p>
      {cancel.isError && (
        <Alert variant="error">{failureMessage(cancel.error, DELETION_CANCEL_FAILED)}</Alert>
      )}
      <Button
        type="button"
        className="w-full"
        isLoading={cancel.isPending}
        onClick={() => cancel.mutate(token)}
      >
        Silme Talebimi İptal Et
      </Button>
    </section>
  );
}
