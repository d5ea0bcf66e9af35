import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** /giris */
export function Component() {
  return (
    <AuthCard title="Giriş Yap">
      <LoginForm />
    </AuthCard>
  );
}
