import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { verifyEmailRequestSchema } from '@salonya/contracts/auth';
import { RETRY } from '@salonya/domain/messages';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { VERIFY_EMAIL_FAILED, useVerifyEmail } from '../api/verify-email';
import { failureMessage } from '@/lib/form-errors';
import { LoginToResendLink } from './login-to-resend-link';
import { ResendVerificationButton } from './resend-verification-button';

export const INVALID_LINK_MESSAGE =
  'Doğrulama bağlantısı geçersiz. Lütfen e-postanızdaki bağlantıyı eksiksiz açın ya da yeni bir bağlantı isteyin.';

export interface EmailVerificationLinkParams {
  id: string | undefined;
  hash: string | undefined;
  expires: string | null;
  signature: string | null;
}

/** /email-dogrulama/:id/:hash?expires=&signature=: verifies on load and shows the outcome. */
export function EmailVerificationResult({ id, hash, expires, signature }: EmailVerificationLinkParams) {
  const { isAuthenticated } = useSession();
  const parsed = useMemo(
    () => verifyEmailRequestSchema.safeParse({ id, hash, expires, signature }),
    [id, hash, expires, signature],
  );
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!parsed.success) return;
    // Once per link, also under StrictMode's double effects.
    const key = JSON.stringify(parsed.data);
    if (startedFor.current === key) return;
    startedFor.current = key;
    mutate(parsed.data);
  }, [parsed, mutate]);

  const resendOption = isAuthenticated ? (
    <ResendVerificationButton />
  ) : (
    <div className="space-y-2 text-center">
      <p className="text-sm text-gray-600">Yeni bir doğrulama bağlantısı istemek için giriş yapın.</p>
      <LoginToResendLink />
    </div>
  );

  if (!parsed.success) {
    return (
      <div className="space-y-4">
        <Alert variant="error" title="Bağlantı geçersiz">
          {INVALID_LINK_MESSAGE}
        </Alert>
        {resendOption}
      </div>
    );
  }

  if (verify.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success" title="Teşekkürler!">
          {verify.data.message}
        </Alert>
        <Link to={paths.home.getHref()} className={buttonClasses({ fullWidth: true })}>
          Ana sayfaya dön
        </Link>
      </div>
    );
  }

  if (verify.isError) {
    const linkProblem = verify.error.status >= 400 && verify.error.status < 500;
    return (
      <div className="space-y-4">
        <Alert variant="error" title={linkProblem ? 'Bağlantı geçersiz' : 'Doğrulama tamamlanamadı'}>
          {failureMessage(verify.error, VERIFY_EMAIL_FAILED)}
        </Alert>
        {linkProblem ? (
          resendOption
        ) : (
          <Button variant="outline" fullWidth onClick={() => mutate(parsed.data)}>
            {RETRY}
          </Button>
        )}
      </div>
    );
  }

  return <LoadingState label="E-posta adresiniz doğrulanıyor…" />;
}
