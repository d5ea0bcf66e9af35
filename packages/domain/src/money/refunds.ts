/**
 * Refunds of paid appointments (issue 18 item 6, ADR 0048): the salon's refund policy, the pure rule that decides
 * what a cancellation gives back, where the money goes (card or wallet) and the Turkish words of it all.
 *
 * The rule:
 * - The salon, an administrator or the system cancelled: everything back at once (it was not the customer's doing).
 * - The customer cancelled at least `freeCancellationMinutes` before the start (inside the policy): everything back
 *   at once, to the card or the wallet as the customer chose.
 * - The customer cancelled later (outside the policy, still before the salon's cancellation cut-off): a refund request
 *   an administrator decides. The policy proposes what it gives back: nothing (`none`) or `lateRefundPercent` of the
 *   paid amount (`partial`, rounded down to the kuruş); the administrator approves that, another partial amount, or
 *   rejects with a reason. What is not given back becomes the salon's revenue (a cancellation fee).
 */

export const lateRefundValues = ['none', 'partial'] as const;
export type LateRefund = (typeof lateRefundValues)[number];

export interface RefundPolicy {
  /** A customer cancelling at least this long before the start gets everything back automatically. */
  freeCancellationMinutes: number;
  /** What a later cancellation gives back: nothing, or a part. */
  lateRefund: LateRefund;
  /** The part of a late cancellation (percent of the paid amount), when lateRefund is partial. */
  lateRefundPercent: number;
}

/** The default of every salon: free cancellation up to 24 hours before, half back after that. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  freeCancellationMinutes: 1440,
  lateRefund: 'partial',
  lateRefundPercent: 50,
};

export const REFUND_POLICY_LIMITS = {
  freeCancellationMinutes: { min: 0, max: 10_080 },
  lateRefundPercent: { min: 0, max: 100 },
} as const;

export const refundStatusValues = ['requested', 'processing', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof refundStatusValues)[number];

export const refundDestinationValues = ['wallet', 'card'] as const;
export type RefundDestination = (typeof refundDestinationValues)[number];

export type CancelledBy = 'customer' | 'salon' | 'admin' | 'system';

export type RefundDecision =
  /** Everything (or the amount given) goes back now. */
  | { kind: 'automatic'; amountKurus: number }
  /** An administrator decides; the policy proposes this amount (0 when the policy gives nothing back). */
  | { kind: 'review'; proposedKurus: number };

/** The policy's part of a late cancellation, rounded down to the kuruş. */
export function lateRefundKurus(paidKurus: number, policy: RefundPolicy): number {
  if (policy.lateRefund === 'none') return 0;
  const percent = Math.min(100, Math.max(0, Math.trunc(policy.lateRefundPercent)));
  return Math.floor((paidKurus * percent) / 100);
}

/** What the cancellation of a paid appointment gives back (see the file comment). */
export function refundDecision(input: {
  cancelledBy: CancelledBy;
  startsAt: Date;
  cancelledAt: Date;
  paidKurus: number;
  policy: RefundPolicy;
}): RefundDecision {
  const { paidKurus, policy } = input;
  if (!Number.isSafeInteger(paidKurus) || paidKurus <= 0)
    throw new RangeError(`a refund is of a positive integer of kuruş, got ${String(paidKurus)}`);
  if (input.cancelledBy !== 'customer') return { kind: 'automatic', amountKurus: paidKurus };
  const minutesBefore = (input.startsAt.getTime() - input.cancelledAt.getTime()) / 60_000;
  if (minutesBefore >= policy.freeCancellationMinutes) return { kind: 'automatic', amountKurus: paidKurus };
  return { kind: 'review', proposedKurus: lateRefundKurus(paidKurus, policy) };
}

/**
 * Where a refund's money goes. To the card: at most what the card paid goes back to it (a provider refunds only its
 * own capture); the rest, and everything when the wallet was chosen, goes to the wallet at once.
 */
export function refundParts(
  amountKurus: number,
  paid: { cardKurus: number; walletKurus: number },
  destination: RefundDestination,
): { cardKurus: number; walletKurus: number } {
  if (
    !Number.isSafeInteger(amountKurus) ||
    amountKurus < 0 ||
    amountKurus > paid.cardKurus + paid.walletKurus
  )
    throw new RangeError('a refund is between 0 and the paid amount');
  const cardKurus = destination === 'card' ? Math.min(amountKurus, paid.cardKurus) : 0;
  return { cardKurus, walletKurus: amountKurus - cardKurus };
}

export const refundStatusLabels: Readonly<Record<RefundStatus, string>> = {
  requested: 'İnceleniyor',
  processing: 'Karta iade ediliyor',
  refunded: 'İade edildi',
  rejected: 'Reddedildi',
};

export const refundDestinationLabels: Readonly<Record<RefundDestination, string>> = {
  wallet: 'Cüzdan',
  card: 'Kart',
};

export const REFUND_MESSAGES = {
  notFound: 'İade talebi bulunamadı.',
  notRequested: 'Bu iade talebi zaten sonuçlandı.',
  amountRange: (max: string) => `İade tutarı ₺0,01 ile ${max} arasında olmalıdır.`,
  reasonRequired: 'Ret gerekçesi zorunludur.',
  approved: 'İade onaylandı.',
  rejected: 'İade talebi reddedildi.',
  cardUnavailable: 'Bu ödeme kartla yapılmadığı için iade cüzdana yapılır.',
  autoRefunded: 'Ödemeniz iade edildi.',
  requestCreated:
    'İptal, salonun ücretsiz iptal süresinden sonra yapıldığı için iade talebiniz yönetici onayına gönderildi.',
  cardRefundFailed: 'Karta iade yapılamadı; tutar cüzdanınıza aktarıldı.',
} as const;
