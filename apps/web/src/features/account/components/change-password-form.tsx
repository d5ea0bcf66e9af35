import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema } from '@salonya/contracts/auth';
import { PASSWORD_MIN } from '@salonya/contracts/fields';
import { PASSWORD_CHANGE_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { useFormFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const SERVER_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };
const CHANGED_FALLBACK = 'Şifreniz değiştirildi.';

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: PASSWORD_CHANGE_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await changePassword.mutateAsync(data);
      reset(EMPTY);
      toast.success(response.message.trim() !== '' ? response.message : CHANGED_FALLBACK);
    } catch (error) {
      show(error);
    }
  });

  return (
    <Card>
      <CardHeader
        title="Şifre Değiştir"
        description="Şifrenizi değiştirdiğinizde diğer cihazlardaki oturumlarınız kapatılır."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormFailureAlert failure={failure} />
        <PasswordField
          label="Mevcut Şifre"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label="Yeni Şifre"
          autoComplete="new-password"
          hint={`En az ${PASSWORD_MIN} karakter; yaygın şifreler, adınız ve e-posta adresiniz kabul edilmez.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Yeni Şifre Tekrarı"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={changePassword.isPending} className="w-full sm:w-auto">
            Şifreyi Değiştir
          </Button>
        </div>
      </form>
    </Card>
  );
}
