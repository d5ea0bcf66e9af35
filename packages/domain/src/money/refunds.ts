import { formatTRY } from '../format/money';

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

/**
 * Where a cancellation's refund goes when its caller did not say: the customer's own cancellation goes to the wallet
 * unless they chose the card; a salon's, an administrator's or the system's gives the money back the way it was paid
 * (the card part to the card, the wallet part to the wallet: `refundParts`). A chosen destination always wins.
 */
export function cancellationDestination(by: CancelledBy, chosen?: RefundDestination): RefundDestination {
  return chosen ?? (by === 'customer' ? 'wallet' : 'card');
}

export interface CancellationRefund {
  decision: RefundDecision;
  /** Where the money goes: the card only when the card paid some of it. */
  destination: RefundDestination;
  /** What moves at once (an automatic decision); null when an administrator decides. */
  parts: { cardKurus: number; walletKurus: number } | null;
}

/**
 * What cancelling one captured payment does: the decision (`refundDecision`), the destination
 * (`cancellationDestination`, the wallet when no card paid) and the parts that move at once. The cancellation
 * executes it; the owner's and the administrator's cancel dialogs preview it: one rule for both.
 */
export function cancellationRefund(input: {
  cancelledBy: CancelledBy;
  refundTo?: RefundDestination;
  startsAt: Date;
  cancelledAt: Date;
  policy: RefundPolicy;
  payment: { amountKurus: number; cardKurus: number; walletKurus: number };
}): CancellationRefund {
  const { payment } = input;
  const decision = refundDecision({
    cancelledBy: input.cancelledBy,
    startsAt: input.startsAt,
    cancelledAt: input.cancelledAt,
    paidKurus: payment.amountKurus,
    policy: input.policy,
  });
  const destination: RefundDestination =
    cancellationDestination(input.cancelledBy, input.refundTo) === 'card' && payment.cardKurus > 0
      ? 'card'
      : 'wallet';
  const parts =
    decision.kind === 'automatic'
      ? refundParts(
          decision.amountKurus,
          { cardKurus: payment.cardKurus, walletKurus: payment.walletKurus },
          destination,
        )
      : null;
  return { decision, destination, parts };
}

export interface CancellationPreview {
  /** automatic: everything in `parts` moves at once; review: an administrator decides; none: nothing was paid. */
  kind: 'automatic' | 'review' | 'none';
  paidKurus: number;
  /** What goes back at once (automatic) or the policy's proposal (review). */
  amountKurus: number;
  cardKurus: number;
  walletKurus: number;
  /** One Turkish sentence for the salon's or the administrator's cancel dialog; null when nothing was paid online. */
  text: string | null;
}

/**
 * The cancel dialog's sentence when the salon or an administrator cancels: the sum of `cancellationRefund` over the
 * payments a cancellation would refund ('Müşteriye ₺450 karta iade edilecek.'), and why it is everything.
 */
export function cancellationPreview(
  by: Exclude<CancelledBy, 'customer'>,
  refunds: readonly (CancellationRefund & { paidKurus: number })[],
): CancellationPreview {
  const paidKurus = refunds.reduce((sum, r) => sum + r.paidKurus, 0);
  if (refunds.length === 0)
    return { kind: 'none', paidKurus: 0, amountKurus: 0, cardKurus: 0, walletKurus: 0, text: null };
  const cardKurus = refunds.reduce((sum, r) => sum + (r.parts?.cardKurus ?? 0), 0);
  const walletKurus = refunds.reduce((sum, r) => sum + (r.parts?.walletKurus ?? 0), 0);
  const review = refunds.filter((r) => r.decision.kind === 'review');
  if (review.length > 0) {
    const proposed = review.reduce(
      (sum, r) => sum + (r.decision.kind === 'review' ? r.decision.proposedKurus : 0),
      0,
    );
    return {
      kind: 'review',
      paidKurus,
      amountKurus: proposed,
      cardKurus,
      walletKurus,
      text: `İade yönetici onayına gönderilecek; politikaya göre önerilen iade ${formatTRY(proposed)}.`,
    };
  }
  const where = [
    cardKurus > 0 ? `${formatTRY(cardKurus)} karta` : null,
    walletKurus > 0 ? `${formatTRY(walletKurus)} Salonya cüzdanına` : null,
  ].filter((p): p is string => p !== null);
  const why =
    by === 'salon'
      ? 'İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.'
      : by === 'admin'
        ? 'İptal yönetici tarafından yapıldığı için ödemenin tamamı iade edilir.'
        : 'İptal sistem tarafından yapıldığı için ödemenin tamamı iade edilir.';
  return {
    kind: 'automatic',
    paidKurus,
    amountKurus: cardKurus + walletKurus,
    cardKurus,
    walletKurus,
    text: `Müşteriye ${where.join(', ')} iade edilecek. ${why}`,
  };
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

// ── The owner's policy form and what a customer reads of it ─────────────────────────────────────────────────

export type RefundPolicyField = 'free_cancellation_minutes' | 'late_refund' | 'late_refund_percent';

export const REFUND_POLICY_MESSAGES = {
  freeWindowWhole: 'Ücretsiz iptal süresi dakika cinsinden tam sayı olmalıdır.',
  freeWindowRange: 'Ücretsiz iptal süresi 0 ile 10080 dakika (7 gün) arasında olmalıdır.',
  lateRefund: "Geç iptal iadesi 'none' ya da 'partial' olmalıdır.",
  percentWhole: 'İade yüzdesi tam sayı olmalıdır.',
  percentRange: 'İade yüzdesi 0 ile 100 arasında olmalıdır.',
  percentRequired: 'Kısmi iadede iade yüzdesi 1 ile 100 arasında olmalıdır.',
  saved: 'İptal ve iade politikası kaydedildi.',
  loadFailed: 'İptal ve iade politikası yüklenemedi.',
  saveFailed: 'İptal ve iade politikası kaydedilemedi.',
} as const;

/**
 * The checks of an owner's policy that a field's own type cannot say (the API's service and the form's schema
 * both run it): the free window in whole minutes within a week, the percent 0–100 and, for a partial refund, 1–100.
 */
export function validateRefundPolicy(input: {
  free_cancellation_minutes: number;
  late_refund: LateRefund;
  late_refund_percent: number;
}): Partial<Record<RefundPolicyField, string[]>> {
  const errors: Partial<Record<RefundPolicyField, string[]>> = {};
  const { min, max } = REFUND_POLICY_LIMITS.freeCancellationMinutes;
  const minutes = input.free_cancellation_minutes;
  if (!Number.isInteger(minutes)) errors.free_cancellation_minutes = [REFUND_POLICY_MESSAGES.freeWindowWhole];
  else if (minutes < min || minutes > max)
    errors.free_cancellation_minutes = [REFUND_POLICY_MESSAGES.freeWindowRange];
  const percent = input.late_refund_percent;
  const limits = REFUND_POLICY_LIMITS.lateRefundPercent;
  if (!Number.isInteger(percent)) errors.late_refund_percent = [REFUND_POLICY_MESSAGES.percentWhole];
  else if (percent < limits.min || percent > limits.max)
    errors.late_refund_percent = [REFUND_POLICY_MESSAGES.percentRange];
  else if (input.late_refund === 'partial' && percent < 1)
    errors.late_refund_percent = [REFUND_POLICY_MESSAGES.percentRequired];
  return errors;
}

/** 0 → 'randevu saatine kadar'; 90 → '1 saat 30 dakika'; 2880 → '2 gün'; 1500 → '1 gün 1 saat'. */
export function policyWindowLabel(minutes: number): string {
  if (minutes <= 0) return 'randevu saatine kadar';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days > 0 ? `${days} gün` : '', hours > 0 ? `${hours} saat` : '', rest > 0 ? `${rest} dakika` : '']
    .filter(Boolean)
    .join(' ');
}

/** The policy in one Turkish sentence (the owner's preview, the customer's cancel dialog). */
export function refundPolicySummary(policy: RefundPolicy): string {
  const late =
    policy.lateRefund === 'none' || policy.lateRefundPercent <= 0
      ? 'daha geç iptallerde iade yapılmaz'
      : `daha geç iptallerde ödemenin %${String(policy.lateRefundPercent)} kadarı yönetici onayıyla iade edilir`;
  if (policy.freeCancellationMinutes <= 0)
    return 'Randevu saatine kadar yapılan iptallerde ödemenin tamamı iade edilir.';
  return `Randevudan en az ${policyWindowLabel(policy.freeCancellationMinutes)} önce yapılan iptallerde ödemenin tamamı iade edilir; ${late}.`;
}

/**
 * What the customer cancelling now gets back, in one Turkish sentence, by `refundDecision` (the rule the API
 * applies when the cancellation arrives).
 */
export function refundPreview(input: {
  startsAt: Date;
  cancelledAt: Date;
  paidKurus: number;
  policy: RefundPolicy;
}): { decision: RefundDecision; text: string } {
  const decision = refundDecision({ ...input, cancelledBy: 'customer' });
  if (decision.kind === 'automatic')
    return {
      decision,
      text: `Şimdi iptal ederseniz ${formatTRY(decision.amountKurus)} tutarın tamamı hemen iade edilir.`,
    };
  return {
    decision,
    text:
      decision.proposedKurus > 0
        ? `Ücretsiz iptal süresi geçti: şimdi iptal ederseniz salonun politikasına göre ${formatTRY(decision.proposedKurus)} iade talebi yönetici onayına gönderilir.`
        : 'Ücretsiz iptal süresi geçti: salonun politikasına göre bu iptalde iade yapılmaz; talebiniz yine de yönetici tarafından incelenir.',
  };
}
