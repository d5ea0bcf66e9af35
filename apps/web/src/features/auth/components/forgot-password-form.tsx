import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema } from '@salonya/contracts/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { EmailField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { FORGOT_PASSWORD_FAILED, useForgotPassword } from '../api/forgot-password';

const SERVER_FIELDS = ['email'] as const;
/** The server's neutral answer, for an answer without a message (no account enumeration either way). */
const SENT_FALLBACK = 'Bu e-posta adresine kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi.';

export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: FORGOT_PASSWORD_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    setSentMessage(null);
    try {
      const response = await forgotPassword.mutateAsync(data);
      setSentMessage(response.message.trim() !== '' ? response.message : SENT_FALLBACK);
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600">
        Hesabınıza kayıtlı e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.
      </p>
      {sentMessage !== null && <Alert variant="success">{sentMessage}</Alert>}
      <FormFailureAlert failure={failure} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth size="lg" isLoading={forgotPassword.isPending}>
        Bağlantı Gönder
      </Button>
      <p className="text-center text-sm text-gray-600">
        <Link to={paths.login.getHref()} className="font-medium text-brand-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      </p>
    </form>
  );
}
