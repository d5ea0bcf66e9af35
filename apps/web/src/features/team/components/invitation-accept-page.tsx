import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Store } from 'lucide-react';
import {
  acceptInvitationExistingAccountSchema,
  acceptInvitationNewAccountSchema,
  type AcceptInvitationExistingAccountRequest,
  type AcceptInvitationNewAccountRequest,
  type AcceptInvitationRequest,
  type PublicInvitation,
} from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { INVITATION_ACCEPT_FAILED, useAcceptInvitation } from '../api/accept-invitation';
import { INVITATION_OPEN_FAILED, usePublicInvitation } from '../api/get-public-invitation';

export const PASSWORD_RULES_HINT = 'En az 8 karakter; en az bir büyük harf, bir küçük harf ve bir rakam.';

/**
 * /personel-davet/{token} (minimal layout, no login): the invitee sees the salon, sets a password (or confirms an
 * existing account with its password) and lands in the staff area signed in.
 */
export function InvitationAcceptPage({ token }: { token: string }) {
  const query = usePublicInvitation(token);
  if (query.isPending) return <LoadingState label="Davet yükleniyor…" className="min-h-40" />;
  if (query.isError) {
    const error = query.error;
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404 || status === 410 || status === 409) {
      return (
        <EmptyState
          pageHeading
          title={
            status === 404
              ? 'Davet bulunamadı'
              : status === 410
                ? 'Davet artık geçerli değil'
                : 'Bu davet bu hesapla kabul edilemez'
          }
          description={
            <div className="space-y-3">
              <p>{error.message}</p>
              <p>
                <Link to={paths.login.getHref()} className="font-medium text-brand-700 underline">
                  Giriş sayfasına git
                </Link>
              </p>
            </div>
          }
        />
      );
    }
    return (
      <ErrorState
        pageHeading
        title={INVITATION_OPEN_FAILED}
        message={error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <Invitation token={token} invitation={query.data} />;
}

function Invitation({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const { salon } = invitation;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4">
        {salon.logo_url !== null ? (
          <img
            src={salon.logo_url}
            alt={`${salon.name} logosu`}
            className="size-14 rounded-lg object-cover"
          />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Store aria-hidden="true" className="size-7" />
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-gray-900">{salon.name}</h1>
          <p className="text-sm text-gray-600">
            {salon.district}, {salon.city}
          </p>
        </div>
      </div>
      <p className="text-gray-800">
        Merhaba <strong>{invitation.name}</strong>, <strong>{salon.name}</strong> sizi Salonya’daki ekibine
        {invitation.title !== '' ? ` ${invitation.title} olarak` : ''} davet etti.
      </p>
      {invitation.account === 'new' ? (
        <NewAccountForm token={token} email={invitation.email} />
      ) : (
        <ExistingAccountForm token={token} invitation={invitation} />
      )}
    </div>
  );
}

function useAccept(token: string) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const run = async (body: AcceptInvitationRequest) => {
    const response = await accept.mutateAsync(body);
    toast.success(response.message !== '' ? response.message : TEAM_MESSAGES.accepted);
    void navigate(paths.staff.dashboard.getHref(), { replace: true });
  };
  return { run, isPending: accept.isPending };
}

function NewAccountForm({ token, email }: { token: string; email: string }) {
  const accept = useAccept(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationNewAccountRequest, unknown, AcceptInvitationRequest>({
    resolver: zodResolver(acceptInvitationNewAccountSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { failure, clear, show } = useFormFailure<AcceptInvitationNewAccountRequest>({
    fields: ['password', 'password_confirmation', 'kvkk_consent'],
    setError,
    fallbackMessage: INVITATION_ACCEPT_FAILED,
  });
  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      await accept.run(data);
    } catch (error) {
      show(error);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label="Daveti kabul et">
      <p className="text-sm text-gray-600">
        <span className="font-medium text-gray-900">{email}</span> için personel hesabınızın şifresini
        belirleyin.
      </p>
      <FormFailureAlert failure={failure} />
      <PasswordField
        label="Şifre"
        autoComplete="new-password"
        hint={PASSWORD_RULES_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Şifre Tekrarı"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <CheckboxField
        label={
          <>
            <Link
              to={paths.legal.kvkk.getHref()}
              target="_blank"
              className="font-medium text-brand-700 underline"
            >
              KVKK Aydınlatma Metni
            </Link>
            ’ni okudum ve kabul ediyorum.
          </>
        }
        error={errors.kvkk_consent?.message}
        {...register('kvkk_consent')}
      />
      <Button type="submit" fullWidth size="lg" isLoading={accept.isPending}>
        Şifremi Belirle ve Katıl
      </Button>
    </form>
  );
}

function ExistingAccountForm({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const accept = useAccept(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationExistingAccountRequest>({
    resolver: zodResolver(acceptInvitationExistingAccountSchema),
    defaultValues: { password: '' },
  });
  const { failure, clear, show } = useFormFailure<AcceptInvitationExistingAccountRequest>({
    fields: ['password'],
    setError,
    fallbackMessage: INVITATION_ACCEPT_FAILED,
  });
  const onSubmit = handleSubmit(async (data) => {
    clear();
    try {
      await accept.run(data);
    } catch (error) {
      show(error);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label="Daveti kabul et">
      <Alert variant="info">
        <span className="font-medium">{invitation.email}</span> adresiyle kayıtlı bir Salonya hesabınız var.
        Mevcut şifrenizle onaylayın; yeni bir hesap açılmaz, hesabınız salonun ekibine bağlanır.
      </Alert>
      {invitation.account === 'existing_customer' && (
        <Alert variant="warning" title="Müşteri hesabınız personel hesabına dönüşür">
          Onayladığınızda bu hesapla personel paneline giriş yaparsınız; geçmiş randevularınız saklanır.
          Salonya’dan müşteri olarak randevu almak için ayrı bir e-posta adresiyle müşteri hesabı
          açabilirsiniz.
        </Alert>
      )}
      <FormFailureAlert failure={failure} />
      <PasswordField
        label="Mevcut Şifreniz"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-sm">
        <Link to={paths.passwordReset.getHref()} className="font-medium text-brand-700 underline">
          Şifremi unuttum
        </Link>
      </p>
      <Button type="submit" fullWidth size="lg" isLoading={accept.isPending}>
        Onayla ve Katıl
      </Button>
    </form>
  );
}
