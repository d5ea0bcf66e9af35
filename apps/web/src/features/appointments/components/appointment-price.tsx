import type { Appointment } from '@salonya/contracts/booking';
import { amountLabel, paidByOf } from '@/lib/appointment-payment-copy';
import { formatTRY } from '@/lib/format';
import { formatMinutes } from '../utils/format';

type PricedAppointment = Pick<
  Appointment,
  | 'total_duration_minutes'
  | 'total_price_kurus'
  | 'discount_kurus'
  | 'amount_due_kurus'
  | 'coupon_code'
  | 'payment_method'
  | 'payment_status'
  | 'payment'
>;

/**
 * The money lines under an appointment's services (issue 18 review), for the customer and the salon alike: the list
 * price, a coupon's code and discount, and what was paid or is still due — with a split's wallet and card parts and
 * why a card payment failed. Integer kuruş from the API, written by the one money formatter.
 */
export function AppointmentPrice({ appointment }: { appointment: PricedAppointment }) {
  const paidBy = paidByOf(appointment);
  const payment = appointment.payment;
  return (
    <dl className="space-y-1.5 border-t border-gray-200 pt-3 text-sm" data-testid="appointment-price">
      <div className="flex justify-between gap-3 font-semibold">
        <dt>Toplam ({formatMinutes(appointment.total_duration_minutes)})</dt>
        <dd>{formatTRY(appointment.total_price_kurus)}</dd>
      </div>
      {appointment.discount_kurus > 0 && (
        <div className="flex justify-between gap-3 text-emerald-800">
          <dt>
            Kupon indirimi
            {appointment.coupon_code !== null && ` (${appointment.coupon_code})`}
          </dt>
          <dd>−{formatTRY(appointment.discount_kurus)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 font-semibold">
        <dt>{amountLabel(paidBy)}</dt>
        <dd>{formatTRY(appointment.amount_due_kurus)}</dd>
      </div>
      {paidBy.status === 'paid' && payment !== null && payment.wallet_kurus > 0 && payment.card_kurus > 0 && (
        <div className="flex justify-between gap-3 text-gray-700">
          <dt>Cüzdan + kart</dt>
          <dd>
            {formatTRY(payment.wallet_kurus)} + {formatTRY(payment.card_kurus)}
          </dd>
        </div>
      )}
      {payment?.failure_message != null && paidBy.status === 'failed' && (
        <p className="text-red-800">{payment.failure_message}</p>
      )}
    </dl>
  );
}
