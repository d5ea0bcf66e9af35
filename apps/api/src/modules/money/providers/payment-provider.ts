import type { PaymentFailureCode } from '@salonya/domain/money/payments';

/**
 * The payment provider port (ADR 0042). A card payment starts with `startCardPayment`: the provider captures it at
 * once, declines it, or asks for a 3-D Secure challenge (the customer's browser goes to `redirectUrl`). The bank's
 * answer comes back through our callback: `verifyCallback` checks its signature, `completeChallenge` finishes the
 * payment. Adapters: `test` (the default, in-process) and `iyzico` (configured by env).
 */

export interface CardDetails {
  number: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export interface StartCardPayment {
  /** Our payment's id: the provider's conversation id, so a retried start is recognised. */
  paymentId: number;
  amountKurus: number;
  card: CardDetails;
  buyer: { id: number; name: string; email: string };
  description: string;
}

export type StartResult =
  | { outcome: 'captured'; providerRef: string }
  | {
      outcome: 'challenge';
      providerRef: string;
      /** The opaque token of the challenge (stored hashed on the payment to find it again on the callback). */
      challengeToken: string;
      redirectUrl: string;
    }
  | { outcome: 'failed'; code: PaymentFailureCode; providerRef: string | null };

/** The bank's signed answer to a challenge, as our callback receives it. */
export interface ChallengeCallback {
  token: string;
  result: 'authenticated' | 'rejected';
  signature: string;
}

export type CompleteResult =
  { outcome: 'captured'; providerRef: string } | { outcome: 'failed'; code: PaymentFailureCode };

/** A refund of (part of) a captured card payment (ADR 0048); the refund's id makes a retried call idempotent. */
export interface RefundCardPayment {
  refundId: number;
  /** The provider's reference of the captured payment. */
  providerRef: string;
  amountKurus: number;
}

export type RefundResult =
  { outcome: 'refunded'; providerRef: string } | { outcome: 'failed'; code: 'declined' | 'provider_error' };

export interface PaymentProvider {
  readonly name: 'test' | 'iyzico';
  /** Test mode: the UI says so and lists the test cards. */
  readonly testMode: boolean;
  startCardPayment(request: StartCardPayment): Promise<StartResult>;
  /** True when the callback was signed by the bank (constant-time comparison). */
  verifyCallback(callback: ChallengeCallback): boolean;
  /** Finishes a payment whose challenge the bank answered (capture after authentication). */
  completeChallenge(callback: ChallengeCallback, providerRef: string): Promise<CompleteResult>;
  /** Pays (part of) a captured card payment back to the card; the same refundId twice refunds once. */
  refundCardPayment(request: RefundCardPayment): Promise<RefundResult>;
}
