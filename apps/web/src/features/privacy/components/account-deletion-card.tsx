import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@salonya/domain/privacy/privacy';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { storeFlash } from '@/lib/flash';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { DELETION_FAILED, useRequestAccountDeletion } from '../api/account-deletion';

/**
 * "Hesabımı sil" (KVKK): after the password, the account is signed out everywhere and deleted in 30 days unless
 * the user signs in again or opens the link in the confirmation mail. What the law requires to keep (payments,
 * invoices) is kept without the person's identity.
 */
export function AccountDeletionCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Hesabımı Sil"
        description="Hesabınızı ve kişisel verilerinizi kalıcı olarak silin."
      />
      <div className="space-y-3 text-sm text-gray-700">
        <p>
          Talebinizden {ACCOUNT_DELETION_GRACE_DAYS} gün sonra adınız, e-posta adresiniz, telefonunuz,
          adresleriniz, favorileriniz ve bildirimleriniz silinir; değerlendirmeleriniz “Silinmiş kullanıcı”
          adıyla kalır. Yasal olarak saklanması gereken ödeme ve fatura kayıtları kimliğinizden ayrılarak
          saklanır.
        </p>
        <p>
          Bu süre içinde giriş yaparsanız ya da e-postanızdaki bağlantıyı açarsanız talebiniz iptal edilir.
        </p>
        <Button type="button" variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
          Hesabımı Sil
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Hesabınızı silmek istediğinizden emin misiniz?"
        description="Devam etmek için şifrenizi girin. Tüm cihazlardaki oturumlarınız kapatılır."
        size="sm"
      >
        <DeletionForm onCancel={() => setOpen(false)} />
      </Dialog>
    </Card>
  );
}

function DeletionForm({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useRequestAccountDeletion();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { failure, clear, show } = useFormFailure<{ password: string }>({
    fields: ['password'],
    setError: (_field, error) => setFieldError(error.message),
    fallbackMessage: DELETION_FAILED,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setFieldError(undefined);
    if (password === '') {
      setFieldError('Şifrenizi girin.');
      return;
    }
    try {
      const answer = await request.mutateAsync({ password });
      clearSession();
      queryClient.clear();
      storeFlash({ type: 'success', message: answer.message });
      void navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      show(error);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      <PasswordField
        label="Şifreniz"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" variant="danger" isLoading={request.isPending}>
          Hesabımı Silmek İstiyorum
        </Button>
      </div>
    </form>
  );
}
