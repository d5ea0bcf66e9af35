import { Mail, Phone } from 'lucide-react';
import type { Appointment } from '@salonya/contracts/booking';
import { Card } from '@/components/ui/card';
import { formatTRY } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useManagedAppointment } from '../../api/managed-appointments';
import { formatMinutes } from '../../utils/format';
import {
  AppointmentDetailHeading,
  AppointmentDetailLoader,
  type CancelledByLabels,
  type DetailBack,
} from '../appointment-detail-frame';
import { AppointmentFacts } from '../appointment-facts';
import { AppointmentPrice } from '../appointment-price';
import { AppointmentActions } from './appointment-actions';
import { GuestLinkPanel } from './guest-link-panel';
import { appointmentExtras, SOURCE_LABELS } from './managed-appointment-card';

const BACK: DetailBack = { to: paths.salon.appointments.getHref(), label: 'Randevular' };
const CANCELLED_BY: CancelledByLabels = {
  customer: 'müşteri',
  salon: 'salon',
  admin: 'Salonya',
  system: 'sistem',
};

/** /salon/randevular/{id}: one appointment of the owner's salons with every move the server allows now. */
export function OwnerAppointmentDetailPage({ appointmentId }: { appointmentId: number }) {
  const query = useManagedAppointment('owner', appointmentId);
  return (
    <AppointmentDetailLoader
      query={query}
      back={BACK}
      notFoundDescription="Bu randevu yok ya da salonlarınıza ait değil."
    >
      {(appointment) => <Detail appointment={appointment} />}
    </AppointmentDetailLoader>
  );
}

function Detail({ appointment }: { appointment: Appointment }) {
  const customer = appointment.customer;
  const { address, pet } = appointmentExtras(appointment);
  return (
    <div className="space-y-6">
      <AppointmentDetailHeading appointment={appointment} back={BACK} cancelledBy={CANCELLED_BY} />

      <AppointmentActions appointment={appointment} viewer="owner" size="lg" />
      <GuestLinkPanel appointment={appointment} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-base font-semibold text-gray-900">Müşteri</h2>
          <p className="font-medium text-gray-900">{customer?.name ?? 'Müşteri'}</p>
          {customer?.phone && (
            <a
              href={`tel:${customer.phone}`}
              className="flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {customer.phone}
            </a>
          )}
          {customer?.email && (
            <a
              href={`mailto:${customer.email}`}
              className="flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {customer.email}
            </a>
          )}
          {customer !== null && customer.user_id === null && (
            <p className="text-sm text-gray-600">Hesabı olmayan misafir müşteri.</p>
          )}
          {address !== null && (
            <div>
              <h3 className="text-sm font-semibold text-gray-900">Hizmet adresi</h3>
              <p className="mt-0.5 text-sm text-gray-700">{address}</p>
            </div>
          )}
          {pet !== null && (
            <div>
              <h3 className="text-sm font-semibold text-gray-900">Evcil hayvan</h3>
              <p className="mt-0.5 text-sm text-gray-700">{pet}</p>
            </div>
          )}
        </Card>

        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-base font-semibold text-gray-900">Randevu</h2>
          <AppointmentFacts appointment={appointment}>
            <div>
              <dt className="text-gray-600">Salon ve kaynak</dt>
              <dd className="mt-0.5 font-medium text-gray-900">
                {appointment.salon.name} · {SOURCE_LABELS[appointment.source]}
              </dd>
            </div>
          </AppointmentFacts>
        </Card>
      </div>

      <Card className="space-y-3 p-4 sm:p-6">
        <h2 className="text-base font-semibold text-gray-900">Hizmetler</h2>
        <ul className="divide-y divide-gray-100">
          {appointment.services.map((service, index) => (
            <li
              key={`${service.service_id ?? 'x'}-${index}`}
              className="flex justify-between gap-3 py-2 text-sm"
            >
              <span>
                {service.name}
                <span className="block text-xs text-gray-500">{formatMinutes(service.duration_minutes)}</span>
              </span>
              <span className="font-medium">{formatTRY(service.price_kurus)}</span>
            </li>
          ))}
        </ul>
        <AppointmentPrice appointment={appointment} />
        {appointment.notes !== '' && (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Müşteri notu</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{appointment.notes}</p>
          </div>
        )}
      </Card>
    </div>
  );
}
