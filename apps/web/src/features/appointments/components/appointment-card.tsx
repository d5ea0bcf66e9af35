import { CalendarClock, CalendarPlus, ChevronRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Appointment } from '@salonya/contracts/booking';
import { buttonClasses } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatAppointmentDay } from '../utils/format';
import { StatusBadge } from './status-badge';

/** The statuses whose card offers 'Tekrar randevu al' (the history the past tab promises to rebook from). */
const REBOOKABLE: ReadonlySet<Appointment['status']> = new Set(['completed', 'cancelled']);

/**
 * One appointment in the list: salon, day and time, staff, services, total; the whole card opens the detail. A
 * completed or cancelled one also offers 'Tekrar randevu al' (the salon's booking wizard), beside the card link.
 */
export function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const card = <AppointmentCardLink appointment={appointment} />;
  if (!REBOOKABLE.has(appointment.status)) return card;
  return (
    <div className="space-y-2">
      {card}
      <Link
        to={paths.booking.getHref(appointment.salon.id)}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        aria-label={`Tekrar randevu al: ${appointment.salon.name}`}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Tekrar randevu al
      </Link>
    </div>
  );
}

function AppointmentCardLink({ appointment }: { appointment: Appointment }) {
  const end = appointment.ends_at.slice(11, 16);
  return (
    <Link
      to={paths.customer.appointmentDetail.getHref(appointment.id)}
      className="group flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="appointment-card"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-gray-900">{appointment.salon.name}</p>
          <StatusBadge status={appointment.status} label={appointment.status_label} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          {formatAppointmentDay(appointment.starts_at)} · {appointment.time}–{end}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-gray-700">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          {appointment.staff.display_name}
        </p>
        <p className="truncate text-sm text-gray-600">
          {appointment.services.map((s) => s.name).join(', ')} · {formatPrice(appointment.total_price)}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400 group-hover:text-brand-600" />
    </Link>
  );
}
