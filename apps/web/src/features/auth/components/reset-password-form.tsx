import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { resetPasswordRequestSchema } from '@salonya/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { RESET_PASSWORD_FAILED, useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

/** Only the password fields have inputs; a bad token or e-mail (from the link) is shown above the form. */
const SERVER_FIELDS = ['password', 'password_confirmation'] as const;
const RESET_FALLBACK = 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.';

export interface ResetPasswordFormProps {
  /** From the mailed link (/sifre-sifirla?token=…&email=…), already checked by the page. */
  token: string;
  email: string;
}

export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: RESET_PASSWORD_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    setLinkInvalid(false);
    try {
      const response = await resetPassword.mutateAsync(data);
      toast.success(response.message.trim() !== '' ? response.message : RESET_FALLBACK);
      void navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      setLinkInvalid(
        error instanceof ApiError && (error.errors.token !== undefined || error.errors.email !== undefined),
      );
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600">
        <span className="font-medium text-gray-900">{email}</span> hesabı için yeni şifrenizi belirleyin.
      </p>
      <FormFailureAlert failure={failure}>
        {linkInvalid && (
          <p className="mt-2">
            <Link to={paths.passwordReset.getHref()} className="font-medium underline">
              Yeni bağlantı iste
            </Link>
          </p>
        )}
      </FormFailureAlert>
      {failure === null && (errors.token ?? errors.email) && (
        <Alert variant="error">{errors.token?.message ?? errors.email?.message}</Alert>
      )}
      <NewPasswordFields
        label="Yeni Şifre"
        password={password}
        passwordInput={register('password')}
        confirmationInput={register('password_confirmation')}
        passwordError={errors.password?.message}
        confirmationError={errors.password_confirmation?.message}
      />
      <Button type="submit" fullWidth size="lg" isLoading={resetPassword.isPending}>
        Şifremi Güncelle
      </Button>
    </form>
  );
}
