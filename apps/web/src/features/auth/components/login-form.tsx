import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginRequestSchema } from '@salonya/contracts/auth';
import { LOGIN_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { EmailField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useGoToLanding } from '../hooks/use-go-to-landing';

const SERVER_FIELDS = ['email', 'password', 'remember'] as const;

export function LoginForm() {
  const goToLanding = useGoToLanding();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: LOGIN_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await login.mutateAsync(data);
      toast.success(response.message);
      goToLanding(response.user.user_type);
    } catch (error) {
      // 401 INVALID_CREDENTIALS: the server's 'E-posta adresi veya şifre hatalı.' above the form.
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormFailureAlert failure={failure} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Şifre"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Beni hatırla" error={errors.remember?.message} {...register('remember')} />
        <Link
          to={paths.passwordReset.getHref()}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Şifremi unuttum
        </Link>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={login.isPending}>
        Giriş Yap
      </Button>
      <p className="text-center text-sm text-gray-600">
        Hesabınız yok mu?{' '}
        <Link to={paths.register.getHref()} className="font-medium text-brand-700 hover:underline">
          Üye Ol
        </Link>
      </p>
    </form>
  );
}
