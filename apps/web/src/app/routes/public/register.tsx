import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/** /uye-ol */
export function Component() {
  return (
    <AuthCard title="Üye Ol">
      <RegisterForm />
    </AuthCard>
  );
}
