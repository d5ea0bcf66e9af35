import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { registerRequestSchema } from '@salonya/contracts/auth';
import { REGISTER_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useRegister } from '../api/register';
import { useGoToLanding } from '../hooks/use-go-to-landing';
import { NewPasswordFields } from './new-password-fields';

const SERVER_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'kvkk_consent',
  'commercial_consent',
] as const;

const REGISTERED_FALLBACK = 'Kaydınız oluşturuldu. E-posta adresinize bir doğrulama bağlantısı gönderdik.';

const legalLinkClass = 'font-medium text-brand-700 underline';

export function RegisterForm() {
  const goToLanding = useGoToLanding();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      commercial_consent: false,
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: REGISTER_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await registration.mutateAsync(data);
      toast.success(response.message.trim() !== '' ? response.message : REGISTERED_FALLBACK);
      goToLanding(response.user.user_type);
    } catch (error) {
      show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormFailureAlert failure={failure}>
        {failure !== null && errors.email?.type === 'server' && (
          <p className="mt-2">
            <Link to={paths.login.getHref()} className={legalLinkClass}>
              Giriş Yap
            </Link>{' '}
            ·{' '}
            <Link to={paths.passwordReset.getHref()} className={legalLinkClass}>
              Şifremi unuttum
            </Link>
          </p>
        )}
      </FormFailureAlert>
      <TextField label="Ad Soyad" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <NewPasswordFields
        label="Şifre"
        password={password}
        passwordInput={register('password')}
        confirmationInput={register('password_confirmation')}
        passwordError={errors.password?.message}
        confirmationError={errors.password_confirmation?.message}
      />
      <CheckboxField
        label={
          <>
            <Link to={paths.legal.kvkk.getHref()} target="_blank" rel="noopener" className={legalLinkClass}>
              KVKK Aydınlatma Metni
            </Link>
            ’ni ve{' '}
            <Link
              to={paths.legal.privacy.getHref()}
              target="_blank"
              rel="noopener"
              className={legalLinkClass}
            >
              Gizlilik Politikası
            </Link>
            ’nı okudum, kabul ediyorum.
          </>
        }
        required
        error={errors.kvkk_consent?.message}
        {...register('kvkk_consent')}
      />
      <CheckboxField
        label="Kampanya ve fırsatlardan e-posta/SMS ile haberdar olmak istiyorum"
        description="İsteğe bağlıdır; izninizi dilediğiniz zaman hesap ayarlarınızdan geri alabilirsiniz."
        error={errors.commercial_consent?.message}
        {...register('commercial_consent')}
      />
      <Button type="submit" fullWidth size="lg" isLoading={registration.isPending}>
        Üye Ol
      </Button>
      <p className="text-center text-sm text-gray-600">
        Zaten üye misiniz?{' '}
        <Link to={paths.login.getHref()} className="font-medium text-brand-700 hover:underline">
          Giriş Yap
        </Link>
      </p>
    </form>
  );
}
