import { useState } from 'react';
import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { Appointment } from '@salonya/contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatTRY } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCustomerAppointment } from '../api/get-customer-appointment';
import { formatMinutes } from '../utils/format';
import {
  AppointmentDetailHeading,
  AppointmentDetailLoader,
  type CancelledByLabels,
  type DetailBack,
} from './appointment-detail-frame';
import { AppointmentFacts } from './appointment-facts';
import { AppointmentPrice } from './appointment-price';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

const BACK: DetailBack = { to: paths.customer.appointments.getHref(), label: 'Randevularım' };
const CANCELLED_BY: CancelledByLabels = {
  customer: 'siz',
  salon: 'salon',
  admin: 'Salonya',
  system: 'sistem',
};

/** /musteri/randevu/{id}: one appointment of the customer, with cancel (with a reason) and reschedule. */
export function AppointmentDetailPage({
  appointmentId,
  serverNow,
}: {
  appointmentId: number;
  serverNow: () => Promise<Date>;
}) {
  const query = useCustomerAppointment(appointmentId);

  return (
    <AppointmentDetailLoader
      query={query}
      back={BACK}
      notFoundDescription="Bu randevu yok ya da size ait değil."
    >
      {(appointment) => <AppointmentDetail appointment={appointment} serverNow={serverNow} />}
    </AppointmentDetailLoader>
  );
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
      <AppointmentDetailHeading appointment={appointment} back={BACK} cancelledBy={CANCELLED_BY} />

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
                <span className="font-medium">{formatTRY(service.price_kurus)}</span>
              </li>
            ))}
          </ul>
          <AppointmentPrice appointment={appointment} />
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
