import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { rememberIntendedUrl } from '@/lib/session';

/** 'Giriş Yap' for a visitor who needs a new verification mail: after login, back to /email-dogrulama. */
export function LoginToResendLink() {
  return (
    <Link
      to={paths.login.getHref()}
      onClick={() => rememberIntendedUrl(paths.emailVerification.getHref())}
      className={buttonClasses({ fullWidth: true })}
    >
      Giriş Yap
    </Link>
  );
}
