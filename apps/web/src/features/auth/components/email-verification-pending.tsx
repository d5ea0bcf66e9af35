import { Link } from 'react-router';
import { MailOpen } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useProfile } from '@/hooks/use-profile';
import { LoginToResendLink } from './login-to-resend-link';
import { ResendVerificationButton } from './resend-verification-button';

/** /email-dogrulama without a link: "check your inbox" with a re-send button for a signed-in, unverified user. */
export function EmailVerificationPending() {
  const { user } = useSession();
  // Brings the stored user up to date (the address may have been verified in another tab or device).
  useProfile();

  if (user === null) {
    return (
      <div className="space-y-4">
        <Alert variant="info">
          Hesabınızı doğrulamak için size gönderdiğimiz e-postadaki bağlantıyı açın. Yeni bir bağlantı istemek
          için giriş yapın.
        </Alert>
        <LoginToResendLink />
      </div>
    );
  }

  if (user.email_verified_at !== null) {
    return (
      <div className="space-y-4">
        <Alert variant="success">E-posta adresiniz doğrulanmış.</Alert>
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline', fullWidth: true })}>
          Ana sayfaya dön
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-3 text-center">
        <MailOpen aria-hidden="true" className="size-12 text-brand-600" />
        <p className="text-base font-semibold text-gray-900">Gelen kutunuzu kontrol edin</p>
        <p className="text-sm text-gray-600">
          <span className="font-medium text-gray-900">{user.email}</span> adresine bir doğrulama bağlantısı
          gönderdik. E-postayı göremiyorsanız gereksiz (spam) klasörüne de bakın.
        </p>
      </div>
      <ResendVerificationButton />
    </div>
  );
}
