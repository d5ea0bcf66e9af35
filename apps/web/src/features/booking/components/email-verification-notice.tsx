import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/form-errors';
import { useResendVerification } from '@/hooks/use-resend-verification';
import { RESEND_VERIFICATION_FAILED } from '../api/resend-verification';

/** The API's error_code when an unverified customer tries to book (issue 15). */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

export const VERIFY_TO_BOOK =
  'Randevu alabilmek için önce e-posta adresinizi doğrulamanız gerekir. E-posta kutunuzdaki doğrulama bağlantısına tıklayın.';
export const VERIFY_COME_BACK =
  'Bağlantıyı açtıktan sonra bu sayfaya dönüp “Randevuyu Onayla” ile devam edin; seçimleriniz bu sekmede saklanır.';

/** Why the booking waits for a verified e-mail, with a button that mails a new verification link. */
export function EmailVerificationNotice({ message = VERIFY_TO_BOOK }: { message?: string }) {
  const resend = useResendVerification(RESEND_VERIFICATION_FAILED);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const onClick = async () => {
    setResult(null);
    try {
      const response = await resend.mutateAsync();
      setResult({ kind: 'success', message: response.message });
    } catch (error) {
      setResult({ kind: 'error', message: failureMessage(error, RESEND_VERIFICATION_FAILED) });
    }
  };

  return (
    <Alert variant="warning" title="E-posta adresinizi doğrulayın">
      <p>{message}</p>
      <p className="mt-1">{VERIFY_COME_BACK}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-2"
        isLoading={resend.isPending}
        onClick={() => void onClick()}
      >
        Doğrulama e-postasını yeniden gönder
      </Button>
      {result !== null && (
        <p role={result.kind === 'error' ? 'alert' : 'status'} className="mt-2">
          {result.message}
        </p>
      )}
    </Alert>
  );
}
