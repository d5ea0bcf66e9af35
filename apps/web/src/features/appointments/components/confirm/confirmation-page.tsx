import { CircleCheck, Clock, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { APPOINTMENT_STATUS_COPY } from '@/lib/appointment-status-copy';
import { paths } from '@/lib/paths';
import { rememberIntendedUrl, useSession } from '@/lib/session';
import { useConfirmationAppointment } from '../../api/confirmations';
import { AppointmentSummary } from './appointment-summary';

/** The heading and line of each status, as the customer reads them (shared with the booking success step). */
export const CONFIRMATION_COPY = APPOINTMENT_STATUS_COPY;

/**
 * /randevu/{id}/onay: one appointment's confirmation. Its customer sees it signed in; the link of the e-mail
 * carries ?signature= and opens it without signing in. Anyone else is told why it is not shown.
 */
export function ConfirmationPage({ appointmentId }: { appointmentId: number }) {
  const [params] = useSearchParams();
  const signature = params.get('signature');
  const { user } = useSession();
  const isCustomer = user?.user_type === 'customer';
  const query = useConfirmationAppointment(appointmentId, signature, signature !== null || isCustomer);

  if (signature === null && user === null) {
    const here = paths.appointmentConfirmation.getHref(appointmentId);
    return (
      <Shell>
        <EmptyState
          pageHeading
          title="Randevunuzu görmek için giriş yapın"
          description="Bu sayfa yalnızca randevunun sahibine gösterilir."
          action={
            <Link
              to={paths.login.getHref()}
              onClick={() => rememberIntendedUrl(here)}
              className={buttonClasses()}
            >
              <LogIn aria-hidden="true" className="size-4" />
              Giriş Yap
            </Link>
          }
        />
      </Shell>
    );
  }
  if (signature === null && !isCustomer) {
    return (
      <Shell>
        <EmptyState
          pageHeading
          title="Randevu gösterilemiyor"
          description="Bu sayfa yalnızca randevuyu alan müşteriye gösterilir."
        />
      </Shell>
    );
  }
  if (query.isPending) return <LoadingState label="Randevu yükleniyor…" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <Shell>
        {status === 404 || status === 403 ? (
          <EmptyState
            title="Randevu bulunamadı"
            description={
              signature !== null
                ? 'Bağlantı geçersiz ya da süresi dolmuş. Randevunuzu hesabınızdan görebilirsiniz.'
                : 'Bu randevu yok ya da size ait değil.'
            }
          />
        ) : (
          <ErrorState
            title="Randevu yüklenemedi"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
      </Shell>
    );
  }

  const appointment = query.data;
  const copy = CONFIRMATION_COPY[appointment.status];
  const good = appointment.status === 'confirmed' || appointment.status === 'completed';
  return (
    <Shell>
      <div className="flex flex-col items-center gap-2 text-center">
        {good ? (
          <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
        ) : (
          <Clock aria-hidden="true" className="size-12 text-amber-600" />
        )}
        <h1 className="text-2xl font-bold text-gray-900">{copy.title}</h1>
        <p className="text-gray-700">{copy.text}</p>
      </div>
      {appointment.status === 'cancelled' && appointment.cancellation_reason && (
        <Alert variant="info">Neden: {appointment.cancellation_reason}</Alert>
      )}
      <AppointmentSummary appointment={appointment} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {isCustomer && (
          <Link
            to={paths.customer.appointmentDetail.getHref(appointment.id)}
            className={buttonClasses({ size: 'lg', className: 'grow' })}
          >
            Randevu Detayı
          </Link>
        )}
        {isCustomer && (
          <Link
            to={paths.customer.appointments.getHref()}
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'grow' })}
          >
            Randevularım
          </Link>
        )}
        <Link
          to={paths.salon.detail.getHref(appointment.salon.id, appointment.salon.slug)}
          className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'grow' })}
        >
          Salona Git
        </Link>
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">{children}</div>;
}
