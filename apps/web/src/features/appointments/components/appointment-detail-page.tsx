import { useState } from 'react';
import { ArrowLeft, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { Appointment } from '@salonya/contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCustomerAppointment } from '../api/get-customer-appointment';
import { formatMinutes } from '../utils/format';
import { AppointmentFacts } from './appointment-facts';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { StatusBadge } from './status-badge';

const CANCELLED_BY = { customer: 'siz', salon: 'salon', admin: 'Salonya', system: 'sistem' } as const;

function BackLink() {
  return (
    <Link
      to={paths.customer.appointments.getHref()}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Randevularım
    </Link>
  );
}

/** /musteri/randevu/{id}: one appointment of the customer, with cancel (with a reason) and reschedule. */
export function AppointmentDetailPage({
  appointmentId,
  serverNow,
}: {
  appointmentId: number;
  serverNow: () => Promise<Date>;
}) {
  const query = useCustomerAppointment(appointmentId);

  if (query.isPending) return <LoadingState label="Randevu yükleniyor…" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <BackLink />
        {notFound ? (
          <EmptyState title="Randevu bulunamadı" description="Bu randevu yok ya da size ait değil." />
        ) : (
          <ErrorState
            title="Randevu yüklenemedi"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  return <AppointmentDetail appointment={query.data} serverNow={serverNow} />;
}

function AppointmentDetail({
  appointment,
  serverNow,
}: {
  appointment: Appointment;
  serverNow: () => Promise<Date>;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const canCancel = appointment.allowed_actions.includes('cancel');
  const canReschedule = appointment.allowed_actions.includes('reschedule');
  const upcoming = appointment.status === 'pending' || appointment.status === 'confirmed';

  return (
    <div className="space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Randevu Detayı</h1>
        <StatusBadge status={appointment.status} label={appointment.status_label} />
      </div>

      {appointment.status === 'cancelled' && (
        <Alert variant="info" title="Bu randevu iptal edildi">
          {appointment.cancelled_at && `${formatDateTime(appointment.cancelled_at)} tarihinde `}
          {appointment.cancelled_by && `${CANCELLED_BY[appointment.cancelled_by]} tarafından iptal edildi.`}
          {appointment.cancellation_reason && (
            <p className="mt-1">Neden: {appointment.cancellation_reason}</p>
          )}
        </Alert>
      )}

      <Card className="space-y-4 p-4 sm:p-6">
        <div>
          <Link
            to={paths.salon.detail.getHref(appointment.salon.id, appointment.salon.slug)}
            className="text-lg font-semibold text-gray-900 hover:text-brand-700"
          >
            {appointment.salon.name}
          </Link>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {appointment.salon.address}, {appointment.salon.district}/{appointment.salon.city}
          </p>
          {appointment.salon.phone && (
            <a
              href={`tel:${appointment.salon.phone}`}
              className="mt-1 flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {appointment.salon.phone}
            </a>
          )}
        </div>
        <AppointmentFacts appointment={appointment} className="sm:grid-cols-2" />
        <div>
          <h2 className="text-base font-semibold text-gray-900">Hizmetler</h2>
          <ul className="mt-2 divide-y divide-gray-100">
            {appointment.services.map((service, index) => (
              <li
                key={`${service.service_id ?? 'x'}-${index}`}
                className="flex justify-between gap-3 py-2 text-sm"
              >
                <span>
                  {service.name}
                  <span className="block text-xs text-gray-500">
                    {formatMinutes(service.duration_minutes)}
                  </span>
                </span>
                <span className="font-medium">{formatPrice(service.price)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-gray-200 pt-3 font-semibold">
            <span>Toplam ({formatMinutes(appointment.total_duration_minutes)})</span>
            <span>{formatPrice(appointment.total_price)}</span>
          </p>
        </div>
        {appointment.notes !== '' && (
          <div>
            <h2 className="text-base font-semibold text-gray-900">Notunuz</h2>
            <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{appointment.notes}</p>
          </div>
        )}
      </Card>

      {upcoming && (
        <div className="space-y-3">
          {(canCancel || canReschedule) && (
            <p className="text-sm text-gray-600">
              {formatDateTime(appointment.cancellation_deadline)} tarihine kadar iptal edebilir veya saatini
              değiştirebilirsiniz.
            </p>
          )}
          {!canCancel && !canReschedule && (
            <Alert variant="info">
              Randevuya az kaldığı için artık iptal edilemez veya saati değiştirilemez. Değişiklik için salonu
              arayın.
            </Alert>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            {canReschedule && (
              <Button size="lg" variant="outline" onClick={() => setDialog('reschedule')}>
                Saati Değiştir
              </Button>
            )}
            {canCancel && (
              <Button size="lg" variant="danger" onClick={() => setDialog('cancel')}>
                Randevuyu İptal Et
              </Button>
            )}
          </div>
        </div>
      )}

      <CancelDialog appointment={appointment} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      {dialog === 'reschedule' && (
        <RescheduleDialog
          appointment={appointment}
          open
          onClose={() => setDialog(null)}
          serverNow={serverNow}
        />
      )}
    </div>
  );
}
