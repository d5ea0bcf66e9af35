import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { appointmentStatusCopy } from '@/lib/appointment-status-copy';
import { paymentNote } from '@/lib/appointment-payment-copy';
import { formatDateTime, formatTime, formatTRY } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { StepProps } from '../step-props';
import { StepFrame } from '../wizard-footer';

/** SPEC §2.5 'success': the booked appointment and where to see it. */
export function SuccessStep({ draft, salon }: StepProps) {
  const appointment = draft.createdAppointment;
  // A booking awaiting the salon's confirmation must not read as confirmed (issue #21 item 1).
  const copy = appointmentStatusCopy(appointment?.status ?? 'pending');
  return (
    <StepFrame title={copy.title}>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
        <p className="text-lg font-semibold text-emerald-900">{copy.text}</p>
        {appointment && (
          <p className="text-emerald-900">
            {salon.name} · {formatDateTime(appointment.startsAt)}–{formatTime(appointment.endsAt)}
            {appointment.staffName !== '' && ` · ${appointment.staffName}`}
          </p>
        )}
        {appointment && (
          <p className="text-sm text-emerald-800" data-testid="success-total">
            {`Toplam: ${formatTRY(appointment.totalPriceKurus)} (${paymentNote({
              method: appointment.paymentMethod,
              status: appointment.paymentStatus,
              walletKurus: appointment.walletKurus,
              cardKurus: appointment.cardKurus,
            })})`}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {appointment && (
          <Link
            to={paths.appointmentConfirmation.getHref(appointment.id)}
            className={buttonClasses({ size: 'lg', className: 'grow' })}
          >
            Randevu Onayını Gör
          </Link>
        )}
        <Link
          to={paths.customer.appointments.getHref()}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'grow' })}
        >
          Randevularım
        </Link>
        <Link
          to={paths.salon.detail.getHref(salon.id, salon.slug)}
          className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'grow' })}
        >
          Salona Dön
        </Link>
      </div>
    </StepFrame>
  );
}
