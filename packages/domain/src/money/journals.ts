import { platform, salonEarnings, salonReceivable, wallet, type Journal, type Posting } from './ledger';

/**
 * The journals of each business event (ADR 0041). Every function returns a balanced journal; amounts are positive
 * kuruş integers. Coupons (promotion funding) and refunds (refunds payable) plug in through the same accounts.
 */

/** The platform's commission on a completed appointment, in basis points (10 %). */
export const DEFAULT_COMMISSION_BPS = 1000;

/** Wallet top-up limits (kuruş): at least ₺50, at most ₺10.000 a top-up. */
export const TOP_UP_MIN_KURUS = 5_000;
export const TOP_UP_MAX_KURUS = 1_000_000;
/** The hard bounds an administrator may choose top-up limits within (kuruş): ₺1 to ₺100.000 (ADR 0048). */
export const WALLET_LIMIT_BOUNDS = { min: 100, max: 10_000_000 } as const;
/** An administrator's manual adjustment: at most ₺10.000 either way. */
export const ADJUSTMENT_MAX_KURUS = 1_000_000;

const nonZero = (postings: Posting[]) => postings.filter((p) => p.amountKurus !== 0);

function positive(amountKurus: number, what: string): void {
  if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0)
    throw new RangeError(`${what} must be a positive integer of kuruş, got ${String(amountKurus)}`);
}

/** The commission of a paid amount, rounded half up to the kuruş. */
export function commissionOf(amountKurus: number, bps: number = DEFAULT_COMMISSION_BPS): number {
  return Math.floor((amountKurus * bps + 5_000) / 10_000);
}

/** A card top-up captured by the provider: the money at the provider becomes the customer's wallet balance. */
export function topUpJournal(userId: number, amountKurus: number): Journal {
  positive(amountKurus, 'top-up');
  return {
    kind: 'wallet_top_up',
    postings: [
      { account: platform('provider_clearing'), amountKurus: -amountKurus },
      { account: wallet(userId), amountKurus },
    ],
  };
}

/** The wallet part of a split payment is set aside while the card part waits for 3-D Secure. */
export function walletHoldJournal(userId: number, amountKurus: number): Journal {
  positive(amountKurus, 'hold');
  return {
    kind: 'payment_hold',
    postings: [
      { account: wallet(userId), amountKurus: -amountKurus },
      { account: platform('payment_holds'), amountKurus },
    ],
  };
}

/** The card part failed: the wallet money set aside goes back. */
export function holdReleaseJournal(userId: number, amountKurus: number): Journal {
  positive(amountKurus, 'hold release');
  return {
    kind: 'payment_hold_release',
    postings: [
      { account: platform('payment_holds'), amountKurus: -amountKurus },
      { account: wallet(userId), amountKurus },
    ],
  };
}

export interface BookingPaymentParts {
  salonId: number;
  customerUserId: number;
  /** Captured by the card provider. */
  cardKurus: number;
  /** Taken straight from the wallet (a wallet-only payment). */
  walletKurus: number;
  /** Taken from the wallet money held for this payment (a split payment). */
  heldKurus: number;
}

/** A booking paid: every part lands on the salon's receivable until the service is performed. */
export function bookingPaymentJournal(p: BookingPaymentParts): Journal {
  const total = p.cardKurus + p.walletKurus + p.heldKurus;
  positive(total, 'booking payment');
  for (const part of [p.cardKurus, p.walletKurus, p.heldKurus])
    if (!Number.isSafeInteger(part) || part < 0) throw new RangeError('payment parts are non-negative kuruş');
  return {
    kind: 'booking_payment',
    postings: nonZero([
      { account: platform('provider_clearing'), amountKurus: -p.cardKurus },
      { account: wallet(p.customerUserId), amountKurus: -p.walletKurus },
      { account: platform('payment_holds'), amountKurus: -p.heldKurus },
      { account: salonReceivable(p.salonId), amountKurus: total },
    ]),
  };
}

/**
 * Revenue is recognised when the appointment is completed (ADR 0041): the receivable becomes the salon's earnings
 * less the platform's commission.
 */
export function revenueRecognitionJournal(
  salonId: number,
  paidKurus: number,
  bps: number = DEFAULT_COMMISSION_BPS,
): Journal {
  positive(paidKurus, 'recognised revenue');
  const commission = commissionOf(paidKurus, bps);
  return {
    kind: 'revenue_recognition',
    postings: nonZero([
      { account: salonReceivable(salonId), amountKurus: -paidKurus },
      { account: salonEarnings(salonId), amountKurus: paidKurus - commission },
      { account: platform('platform_commission'), amountKurus: commission },
    ]),
  };
}

/** An administrator credits (positive) or debits (negative) a wallet by hand; the reason is kept with the journal. */
export function manualAdjustmentJournal(userId: number, amountKurus: number): Journal {
  if (!Number.isSafeInteger(amountKurus) || amountKurus === 0)
    throw new RangeError('an adjustment is a non-zero integer of kuruş');
  return {
    kind: 'manual_adjustment',
    postings: [
      { account: platform('platform_adjustments'), amountKurus: -amountKurus },
      { account: wallet(userId), amountKurus },
    ],
  };
}

/** Salonya gives wallet money (a welcome bonus, a top-up bonus): paid from promotion funding. */
export function walletBonusJournal(userId: number, amountKurus: number): Journal {
  positive(amountKurus, 'bonus');
  return {
    kind: 'wallet_bonus',
    postings: [
      { account: platform('promotion_funding'), amountKurus: -amountKurus },
      { account: wallet(userId), amountKurus },
    ],
  };
}

/**
 * A refund of a paid, not yet completed appointment (the refunds step plugs in here): back to the wallet at once,
 * or to refunds payable until the provider has returned it to the card.
 */
export function refundJournal(
  salonId: number,
  customerUserId: number,
  amountKurus: number,
  to: 'wallet' | 'card',
): Journal {
  positive(amountKurus, 'refund');
  return {
    kind: 'refund',
    postings: [
      { account: salonReceivable(salonId), amountKurus: -amountKurus },
      to === 'wallet'
        ? { account: wallet(customerUserId), amountKurus }
        : { account: platform('refunds_payable'), amountKurus },
    ],
  };
}

/**
 * A refund split between the wallet (credited at once) and the card (refunds payable until the provider has paid it
 * back, ADR 0048). Parts are non-negative kuruş, at least one positive.
 */
export function refundSplitJournal(
  salonId: number,
  customerUserId: number,
  parts: { walletKurus: number; cardKurus: number },
): Journal {
  for (const part of [parts.walletKurus, parts.cardKurus])
    if (!Number.isSafeInteger(part) || part < 0) throw new RangeError('refund parts are non-negative kuruş');
  const total = parts.walletKurus + parts.cardKurus;
  positive(total, 'refund');
  return {
    kind: 'refund',
    postings: nonZero([
      { account: salonReceivable(salonId), amountKurus: -total },
      { account: wallet(customerUserId), amountKurus: parts.walletKurus },
      { account: platform('refunds_payable'), amountKurus: parts.cardKurus },
    ]),
  };
}

/** The provider paid a card refund back: refunds payable is settled against the money at the provider. */
export function cardRefundJournal(amountKurus: number): Journal {
  positive(amountKurus, 'card refund');
  return {
    kind: 'card_refund',
    postings: [
      { account: platform('refunds_payable'), amountKurus: -amountKurus },
      { account: platform('provider_clearing'), amountKurus },
    ],
  };
}

/** The provider could not refund the card: the money owed goes to the customer's wallet instead (nothing is lost). */
export function cardRefundToWalletJournal(customerUserId: number, amountKurus: number): Journal {
  positive(amountKurus, 'card refund fallback');
  return {
    kind: 'refund',
    postings: [
      { account: platform('refunds_payable'), amountKurus: -amountKurus },
      { account: wallet(customerUserId), amountKurus },
    ],
  };
}
