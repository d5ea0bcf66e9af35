import { formatKilometres } from '@salonya/domain/format/number';
import { CalendarClock, Home, PawPrint, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Appointment } from '@salonya/contracts/booking';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Viewer } from '../../api/managed-appointments';
import { formatAppointmentDay } from '../../utils/format';
import { StatusBadge } from '../status-badge';
import { AppointmentActions } from './appointment-actions';

export const SOURCE_LABELS = {
  online: 'Online',
  salon: 'Salondan',
  guest_link: 'Misafir bağlantısı',
} as const;

/**
 * One appointment in the salon's lists: when, who, what, the staff member and the total, with the allowed moves
 * next to it. The owner's card names the detail page (staff have no detail route: everything is on the card).
 */
export function ManagedAppointmentCard({
  appointment,
  viewer,
}: {
  appointment: Appointment;
  viewer: Viewer;
}) {
  const end = appointment.ends_at.slice(11, 16);
  const customer = appointment.customer;
  const title = customer?.name ?? 'Müşteri';
  return (
    <article
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      data-testid="managed-appointment"
      aria-label={`${title}, ${appointment.date.split('-').reverse().join('.')} ${appointment.time}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {viewer === 'owner' ? (
              <Link
                to={paths.salon.appointmentDetail.getHref(appointment.id)}
                className="font-semibold text-gray-900 hover:text-brand-700 hover:underline"
              >
                {title}
              </Link>
            ) : (
              <h2 className="font-semibold text-gray-900">{title}</h2>
            )}
            <StatusBadge status={appointment.status} label={appointment.status_label} />
            {appointment.source !== 'online' && (
              <span className="text-xs text-gray-600">{SOURCE_LABELS[appointment.source]}</span>
            )}
          </div>
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
            {formatAppointmentDay(appointment.starts_at)} · {appointment.time}–{end}
          </p>
          {viewer === 'owner' && (
            <p className="flex items-center gap-1.5 text-sm text-gray-700">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
              {appointment.staff.display_name}
            </p>
          )}
          {customer?.phone && (
            <a
              href={`tel:${customer.phone}`}
              className="flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {customer.phone}
            </a>
          )}
        </div>
        <p className="text-sm font-semibold text-gray-900">{formatPrice(appointment.total_price)}</p>
      </div>
      <p className="text-sm text-gray-600">{appointment.services.map((s) => s.name).join(', ')}</p>
      <ExtraLines appointment={appointment} />
      <AppointmentActions appointment={appointment} viewer={viewer} size="sm" />
    </article>
  );
}

/** The home-service address and the pet, when the appointment has them. */
function ExtraLines({ appointment }: { appointment: Appointment }) {
  const { address, pet } = appointmentExtras(appointment);
  if (address === null && pet === null) return null;
  return (
    <div className="space-y-1 text-sm text-gray-700">
      {address !== null && (
        <p className="flex items-start gap-1.5">
          <Home aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          {address}
        </p>
      )}
      {pet !== null && (
        <p className="flex items-start gap-1.5">
          <PawPrint aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          {pet}
        </p>
      )}
    </div>
  );
}

/** The home-service address and the pet as one line each, or null when the appointment has none. */
export function appointmentExtras(appointment: Appointment): { address: string | null; pet: string | null } {
  const a = appointment.address;
  const p = appointment.pet;
  return {
    address:
      a === null
        ? null
        : `${a.title !== '' ? `${a.title}: ` : ''}${a.address}, ${a.district}/${a.city}${
            a.distance_km !== null ? ` (${formatKilometres(a.distance_km)})` : ''
          }`,
    pet: p === null ? null : `${p.name} · ${p.species_label}, ${p.breed}, ${p.size_label}`,
  };
}
