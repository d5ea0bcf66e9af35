import type { InstallmentOption } from '@salonya/domain/money/installments';
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
  /** Instalments asked for (ADR 0049) and the total the payment step showed; absent = a single payment. */
  installments?: { count: number; totalKurus: number | undefined };
}

/**
 * Where the buyer is, as the provider's fraud checks want it (ADR 0049): the customer's default saved address (else
 * their newest), for a booking else the salon's address, else the configured fallback (`buyerAddressOf`).
 */
export interface BuyerAddress {
  address: string;
  city: string;
  /** 'default' | 'saved' | 'salon' | 'fallback': which rule gave the address (for logs and tests). */
  source: 'default' | 'saved' | 'salon' | 'fallback';
}

export interface PaymentBuyer {
  id: number;
  name: string;
  email: string;
  /** The client IP of the request that started the payment (Fastify's request.ip; behind the proxy in production). */
  ip: string;
  address: BuyerAddress;
  /**
   * The T.C. kimlik numarası the customer saved for invoices (checksum-valid), or null/absent: the provider's adapter
   * then sends its documented fallback (iyzico: the configured buyer identity, by default '11111111111'; ADR 0049).
   */
  identityNumber?: string | null;
}

export interface StartCardPayment {
  /** Our payment's id: the provider's conversation id, so a retried start is recognised. */
  paymentId: number;
  amountKurus: number;
  card: CardDetails;
  buyer: PaymentBuyer;
  description: string;
  /** How many instalments (1 = a single payment) and what the card is charged in all (≥ amountKurus). */
  installments: { count: number; totalKurus: number };
}

export type StartResult =
  | { outcome: 'captured'; providerRef: string }
  | {
      outcome: 'challenge';
      providerRef: string;
      /** The opaque token of the challenge (stored hashed on the payment to find it again on the callback). */
      challengeToken: string;
      redirectUrl: string;
      /** A real provider's bank page (HTML) that the app serves at redirectUrl; the test bank's page is the app's. */
      challengeHtml?: string;
    }
  | { outcome: 'failed'; code: PaymentFailureCode; providerRef: string | null };

/** The bank's signed answer to a challenge, as our callback receives it. */
export interface ChallengeCallback {
  token: string;
  result: 'authenticated' | 'rejected';
  signature: string;
  /**
   * The fields the provider posted, as it signed them (iyzico: status, paymentId, conversationId, conversationData,
   * mdStatus); the test bank posts none.
   */
  fields?: Readonly<Record<string, string>>;
}

export type CompleteResult =
  { outcome: 'captured'; providerRef: string } | { outcome: 'failed'; code: PaymentFailureCode };

/** What the provider says about a payment we may not have heard the end of (the reconciliation job asks). */
export type LookUpResult =
  | { outcome: 'captured'; providerRef: string }
  | { outcome: 'failed'; code: PaymentFailureCode }
  /** The provider has no payment of ours with this id: it was never started (or never authorised). */
  | { outcome: 'not_found' }
  /** No answer now (network, provider error): ask again later. */
  | { outcome: 'unknown' };

export interface LookUpPayment {
  paymentId: number;
  providerRef: string | null;
  /** What the card should have been charged: a provider answer for another amount is not ours to capture. */
  chargedKurus: number;
}

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
  /** The instalment options of a card's BIN for an amount; a provider that cannot answer throws. */
  installmentOptions(bin: string, amountKurus: number): Promise<InstallmentOption[]>;
  /** The provider's word on one of our payments (the reconciliation of payments stuck in 'pending'). */
  lookUp(payment: LookUpPayment): Promise<LookUpResult>;
  /**
   * True when this provider's payments past their time are settled by the reconciliation job (which asks the
   * provider first) rather than expired blindly by the sweep: money may have moved at a real provider.
   */
  readonly reconcilesExpired: boolean;
  /** Pays (part of) a captured card payment back to the card; the same refundId twice refunds once. */
  refundCardPayment(request: RefundCardPayment): Promise<RefundResult>;
}
