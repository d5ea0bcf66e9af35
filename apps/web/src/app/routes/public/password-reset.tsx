import { Link, useSearchParams } from 'react-router';
import { resetPasswordRequestSchema } from '@salonya/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

const { token: tokenField, email: emailField } = resetPasswordRequestSchema.shape;

/**
 * /sifre-sifirla: without `token` the request form (e-mail); with `token` and `email` (the mailed link) the
 * new-password form.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');

  if (token === null) {
    return (
      <AuthCard title="Şifremi Unuttum">
        <ForgotPasswordForm />
      </AuthCard>
    );
  }

  const linkValid =
    tokenField.safeParse(token).success && email !== null && emailField.safeParse(email).success;
  return (
    <AuthCard title="Yeni Şifre Belirle">
      {linkValid ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <div className="space-y-4">
          <Alert variant="error" title="Bağlantı geçersiz">
            Şifre sıfırlama bağlantısı geçersiz veya eksik. Lütfen e-postanızdaki bağlantıyı eksiksiz açın ya
            da yeni bir bağlantı isteyin.
          </Alert>
          <Link to={paths.passwordReset.getHref()} className={buttonClasses({ fullWidth: true })}>
            Yeni bağlantı iste
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
