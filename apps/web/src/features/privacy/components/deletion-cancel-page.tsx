import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { DELETION_CANCEL_FAILED, useCancelAccountDeletion } from '../api/account-deletion';

/**
 * /hesap-silme-iptal/{token}: the link of the deletion mail. The request is cancelled only on the button (a mail
 * scanner that opens the link must not decide for the user).
 */
export function DeletionCancelPage({ token }: { token: string }) {
  const cancel = useCancelAccountDeletion();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card className="space-y-4">
        <h1 className="text-xl font-bold text-gray-900">Hesap Silme Talebi</h1>
        {cancel.isSuccess ? (
          <>
            <p className="flex items-start gap-2 text-sm text-emerald-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {cancel.data.message}
            </p>
            <Link to={paths.login.getHref()} className={buttonClasses({ className: 'w-full' })}>
              Giriş Yap
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-gray-700">
              Hesabınız için bir silme talebi aldık. Hesabınızı kullanmaya devam etmek istiyorsanız talebi
              iptal edin.
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
          </>
        )}
      </Card>
    </div>
  );
}
