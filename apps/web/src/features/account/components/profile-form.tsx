import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { profileUpdateRequestSchema } from '@salonya/contracts/auth';
import type { User } from '@salonya/contracts/user';
import { PROFILE_UPDATE_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { EmailField, PhoneField, TextField } from '@/components/ui/text-field';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { formatPhoneForInput } from '../utils/phone';

const SERVER_FIELDS = ['name', 'email', 'phone'] as const;

function toFormValues(user: User) {
  return { name: user.name, email: user.email, phone: formatPhoneForInput(user.phone) };
}

function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Doğrulandı
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
      <CircleAlert aria-hidden="true" className="size-3.5" />
      Doğrulanmadı
    </span>
  );
}

export interface ProfileFormProps {
  /**
   * Shown next to the 'Doğrulanmadı' badge (the route passes the re-send button of the auth feature); without
   * it, a link to /email-dogrulama, where the mail can be sent again.
   */
  unverifiedAction?: ReactNode;
}

/** Name, e-mail and phone of the signed-in user, saved to the endpoint of their user type (SPEC §6). */
export function ProfileForm({ unverifiedAction }: ProfileFormProps) {
  const { user } = useSession();
  if (user === null) return null;
  return <ProfileFormFor user={user} unverifiedAction={unverifiedAction} />;
}

function ProfileFormFor({ user, unverifiedAction }: { user: User; unverifiedAction: ReactNode }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateRequestSchema),
    // Follows the stored user (e.g. refreshed from the server) without overwriting what is being typed.
    values: toFormValues(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: PROFILE_UPDATE_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      const response = await updateProfile.mutateAsync({ userType: user.user_type, data });
      reset(toFormValues(response.data.user));
      toast.success(response.message);
    } catch (error) {
      show(error);
    }
  });

  const verified = user.email_verified_at !== null;

  return (
    <Card>
      <CardHeader title="Kişisel Bilgiler" description="Adınız, e-posta adresiniz ve cep telefonunuz." />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormFailureAlert failure={failure} />
        <TextField label="Ad Soyad" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <div className="space-y-2">
          <EmailField
            hint={
              <>
                <VerificationBadge verified={verified} />{' '}
                <span>E-posta adresinizi değiştirirseniz yeni adresinizi yeniden doğrulamanız gerekir.</span>
              </>
            }
            error={errors.email?.message}
            {...register('email')}
          />
          {!verified &&
            (unverifiedAction ?? (
              <Link
                to={paths.emailVerification.getHref()}
                className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
              >
                Doğrulama bağlantısını yeniden gönder
              </Link>
            ))}
        </div>
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <div className="flex justify-end">
          <Button type="submit" isLoading={updateProfile.isPending} className="w-full sm:w-auto">
            Kaydet
          </Button>
        </div>
      </form>
    </Card>
  );
}
