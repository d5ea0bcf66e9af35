import type { Appointment, PaymentMethod } from '@salonya/contracts/booking';
import { formatTRY } from './format';

/**
 * How an appointment is paid, in the customer's and the salon's words (issue 18 review): one source for the booking
 * wizard's success step and the appointment details, so a booking paid by card or wallet never reads "salonda
 * ödenecek". Amounts are integer kuruş, written by the one money formatter.
 */
export interface PaidBy {
  method: PaymentMethod;
  status: Appointment['payment_status'];
  /** The wallet and card parts of a payment, when known (a split shows both). */
  walletKurus: number | null;
  cardKurus: number | null;
}

export function paidByOf(
  appointment: Pick<Appointment, 'payment_method' | 'payment_status' | 'payment'>,
): PaidBy {
  return {
    method: appointment.payment_method,
    status: appointment.payment_status,
    walletKurus: appointment.payment?.wallet_kurus ?? null,
    cardKurus: appointment.payment?.card_kurus ?? null,
  };
}

/** The short note of how it is paid: 'salonda ödenecek', 'Ödendi: kart', 'Cüzdandan ödendi', a split's parts. */
export function paymentNote(p: PaidBy): string {
  switch (p.status) {
    case 'unpaid':
      return 'salonda ödenecek';
    case 'pending':
      return 'ödeme bekleniyor';
    case 'failed':
      return 'ödeme alınamadı';
    case 'refunded':
      return 'iade edildi';
    case 'paid':
      if (p.method === 'card') return 'Ödendi: kart';
      if (p.method === 'wallet') return 'Cüzdandan ödendi';
      if (p.method === 'wallet_card')
        return p.walletKurus !== null && p.cardKurus !== null
          ? `Ödendi: cüzdandan ${formatTRY(p.walletKurus)}, karttan ${formatTRY(p.cardKurus)}`
          : 'Ödendi: cüzdan ve kart';
      return 'Ödendi';
  }
}

/** The label of the amount line: what was paid, or what is still due. */
export function amountLabel(p: PaidBy): string {
  if (p.status === 'paid') return 'Ödenen tutar';
  if (p.status === 'refunded') return 'İade edilen tutar';
  return 'Ödenecek tutar';
}
