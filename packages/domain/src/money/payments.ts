/**
 * Payments (ADR 0042): the life cycle of one payment, the test provider's cards and the Turkish messages.
 *
 *   pending ──▶ requires_action (3-D Secure challenge) ──▶ captured
 *      │                 │                            └──▶ failed / expired
 *      ├──▶ captured     └──▶ failed
 *      └──▶ failed
 */

export const paymentStatusValues = ['pending', 'requires_action', 'captured', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const paymentPurposeValues = ['booking', 'wallet_top_up'] as const;
export type PaymentPurpose = (typeof paymentPurposeValues)[number];

/** How a booking is paid (the wizard's payment step). */
export const bookingPaymentMethodValues = ['pay_at_salon', 'card', 'wallet', 'wallet_card'] as const;
export type BookingPaymentMethod = (typeof bookingPaymentMethodValues)[number];

const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['requires_action', 'captured', 'failed', 'expired'],
  requires_action: ['captured', 'failed', 'expired'],
  captured: [],
  failed: [],
  expired: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

export const isFinalPayment = (status: PaymentStatus) => NEXT[status].length === 0;

/** How long a booking's payment may wait for its 3-D Secure answer before the held slot is released. */
export const PAYMENT_HOLD_MINUTES = 15;

export const paymentFailureCodeValues = [
  'declined',
  'insufficient_funds',
  'three_ds_failed',
  'expired',
  'provider_error',
  'installment_unavailable',
  'installment_changed',
] as const;
export type PaymentFailureCode = (typeof paymentFailureCodeValues)[number];

export const PAYMENT_MESSAGES = {
  declined: 'Kartınız bankanız tarafından reddedildi. Lütfen başka bir kart deneyin.',
  insufficient_funds: 'Kartınızın bakiyesi veya limiti bu ödeme için yeterli değil.',
  three_ds_failed: '3D Secure doğrulaması başarısız oldu. Ödeme alınmadı.',
  expired: 'Ödeme süresi doldu. Ödeme alınmadı, lütfen tekrar deneyin.',
  provider_error: 'Ödeme şu anda alınamadı. Lütfen biraz sonra tekrar deneyin.',
  installment_unavailable:
    'Bu kart için seçilen taksit sayısı sunulmuyor. Ödeme alınmadı; lütfen taksit seçeneğini yeniden seçin.',
  installment_changed:
    'Taksitli toplam tutar değişti. Ödeme alınmadı; lütfen taksit seçeneğini yeniden seçin.',
  unknownCard: 'Bu kart numarası test modunda tanımlı değil. Test kartlarından birini kullanın.',
  cardNumber: 'Geçerli bir kart numarası girin.',
  expiry: 'Kartın son kullanma tarihi geçmiş.',
  captured: 'Ödemeniz alındı.',
  bookingReleased: 'Ödeme alınamadığı için randevu oluşturulmadı; seçtiğiniz saat serbest bırakıldı.',
} as const;

export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  pending: 'İşleniyor',
  requires_action: '3D Secure bekleniyor',
  captured: 'Ödendi',
  failed: 'Başarısız',
  expired: 'Süresi doldu',
};

/** The Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the test provider's bank does with a card (test mode only; the UI lists these cards). */
export type TestCardBehaviour = 'success' | 'three_ds' | 'declined' | 'insufficient_funds';

export const TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour; label: string }[] = [
  { number: '4242424242424242', behaviour: 'success', label: 'Başarılı ödeme' },
  { number: '4000000000003220', behaviour: 'three_ds', label: '3D Secure doğrulaması' },
  { number: '4000000000000002', behaviour: 'declined', label: 'Banka reddi' },
  { number: '4000000000009995', behaviour: 'insufficient_funds', label: 'Yetersiz bakiye' },
];

export function testCardBehaviour(digits: string): TestCardBehaviour | null {
  return TEST_CARDS.find((c) => c.number === digits)?.behaviour ?? null;
}

/** A card's expiry (month 1–12, four-digit year) is still valid in the given Istanbul year and month. */
export function cardNotExpired(month: number, year: number, nowYear: number, nowMonth: number): boolean {
  return year > nowYear || (year === nowYear && month >= nowMonth);
}

/**
 * How a booking's price is split between wallet and card: wallet pays all; wallet_card uses the wallet amount asked
 * (at least 1 kuruş, less than the total) and the card the rest; card pays all.
 */
export function splitPayment(
  method: Exclude<BookingPaymentMethod, 'pay_at_salon'>,
  totalKurus: number,
  walletAskedKurus: number | undefined,
): { walletKurus: number; cardKurus: number } | { error: 'wallet_amount_required' | 'wallet_amount_range' } {
  if (method === 'card') return { walletKurus: 0, cardKurus: totalKurus };
  if (method === 'wallet') return { walletKurus: totalKurus, cardKurus: 0 };
  if (walletAskedKurus === undefined) return { error: 'wallet_amount_required' };
  if (walletAskedKurus <= 0 || walletAskedKurus >= totalKurus) return { error: 'wallet_amount_range' };
  return { walletKurus: walletAskedKurus, cardKurus: totalKurus - walletAskedKurus };
}
