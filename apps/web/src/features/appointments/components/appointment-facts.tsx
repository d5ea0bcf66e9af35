import type { ReactNode } from 'react';
import { CalendarClock, UserRound, Wallet } from 'lucide-react';
import type { Appointment } from '@salonya/contracts/booking';
import { cn } from '@/lib/cn';
import { formatAppointmentDay, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../utils/format';

/** When, with whom and how it is paid: the facts every appointment detail (customer, salon) opens with. */
export function AppointmentFacts({
  appointment,
  className,
  children,
}: {
  appointment: Pick<
    Appointment,
    'starts_at' | 'ends_at' | 'time' | 'staff' | 'payment_method' | 'payment_status'
  >;
  className?: string;
  /** More `<div><dt/><dd/></div>` rows after the common ones. */
  children?: ReactNode;
}) {
  return (
    <dl className={cn('grid gap-3 text-sm', className)}>
      <div>
        <dt className="flex items-center gap-2 text-gray-600">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          Tarih ve saat
        </dt>
        <dd className="mt-0.5 font-medium text-gray-900" data-testid="appointment-when">
          {formatAppointmentDay(appointment.starts_at)} · {appointment.time}–
          {appointment.ends_at.slice(11, 16)}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 text-gray-600">
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          Uzman
        </dt>
        <dd className="mt-0.5 font-medium text-gray-900">{appointment.staff.display_name}</dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 text-gray-600">
          <Wallet aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          Ödeme
        </dt>
        <dd className="mt-0.5 font-medium text-gray-900">
          {PAYMENT_METHOD_LABELS[appointment.payment_method]} ·{' '}
          {PAYMENT_STATUS_LABELS[appointment.payment_status]}
        </dd>
      </div>
      {children}
    </dl>
  );
}
