import { CalendarClock, MapPin, UserRound } from 'lucide-react';
import type { Appointment } from '@salonya/contracts/booking';
import { Card } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { formatAppointmentDay, formatMinutes } from '../../utils/format';
import { StatusBadge } from '../status-badge';

/** One appointment as the confirmation pages show it: salon, when, staff, services and the total. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  return (
    <Card className="space-y-3 p-4 sm:p-6" data-testid="confirmation-appointment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{appointment.salon.name}</h2>
        <StatusBadge status={appointment.status} label={appointment.status_label} />
      </div>
      <p className="flex items-start gap-1.5 text-sm text-gray-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
        {appointment.salon.address}, {appointment.salon.district}/{appointment.salon.city}
      </p>
      <p
        className="flex items-center gap-1.5 text-sm font-medium text-gray-900"
        data-testid="confirmation-when"
      >
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {formatAppointmentDay(appointment.starts_at)} · {appointment.time}–{appointment.ends_at.slice(11, 16)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-gray-700">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {appointment.staff.display_name}
      </p>
      <ul className="divide-y divide-gray-100 border-t border-gray-100">
        {appointment.services.map((service, index) => (
          <li
            key={`${service.service_id ?? 'x'}-${index}`}
            className="flex justify-between gap-3 py-2 text-sm"
          >
            <span>
              {service.name}{' '}
              <span className="text-gray-500">({formatMinutes(service.duration_minutes)})</span>
            </span>
            <span className="font-medium">{formatPrice(service.price)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-gray-200 pt-2 font-semibold">
        <span>Toplam</span>
        <span>{formatPrice(appointment.total_price)}</span>
      </p>
    </Card>
  );
}
