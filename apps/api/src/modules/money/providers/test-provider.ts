import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { testInstallmentOptions } from '@salonya/domain/money/installments';
import { testCardBehaviour } from '@salonya/domain/money/payments';
import type {
  ChallengeCallback,
  CompleteResult,
  LookUpPayment,
  LookUpResult,
  PaymentProvider,
  RefundCardPayment,
  RefundResult,
  StartCardPayment,
  StartResult,
} from './payment-provider';

/** The app page where the test bank asks the customer to confirm (apps/web: /odeme/3d-secure/:token). */
export const TEST_CHALLENGE_PATH = '/odeme/3d-secure/';

/** HMAC-SHA256 of the bank's answer, hex: what the test bank signs and the callback checks. */
export function signChallengeResult(secret: string, token: string, result: ChallengeCallback['result']) {
  return createHmac('sha256', secret).update(`${token}.${result}`).digest('hex');
}

/** Our payment id inside a test provider reference (`test_<paymentId>_<random>`). */
function paymentIdOfRef(providerRef: string): number | null {
  const m = /^test_(\d+)_/.exec(providerRef);
  return m ? Number(m[1]) : null;
}

/**
 * The test provider (the embedded default, ADR 0042): no network. The card number decides what the "bank" does
 * (TEST_CARDS in packages/domain/src/money/payments.ts); a 3-D Secure card gets a challenge page served by the app,
 * whose answer the bank signs with a key derived from the app key. Instalments follow a fixed table for the test
 * cards' BINs (ADR 0049). The bank remembers, in memory, what it did with each payment, so the reconciliation job
 * can ask it; after a restart it remembers nothing, and a payment it never finished is 'not found' (no money moved).
 */
export function createTestProvider(appKey: string): PaymentProvider {
  const secret = createHmac('sha256', appKey).update('salonya-test-bank-3ds').digest('hex');
  const bank = new Map<number, LookUpResult>();
  return {
    name: 'test',
    testMode: true,
    reconcilesExpired: false,
    startCardPayment(request: StartCardPayment): Promise<StartResult> {
      const ref = `test_${String(request.paymentId)}_${randomBytes(6).toString('hex')}`;
      switch (testCardBehaviour(request.card.number)) {
        case 'success':
          bank.set(request.paymentId, { outcome: 'captured', providerRef: ref });
          return Promise.resolve({ outcome: 'captured', providerRef: ref });
        case 'three_ds': {
          const token = randomBytes(32).toString('base64url');
          return Promise.resolve({
            outcome: 'challenge',
            providerRef: ref,
            challengeToken: token,
            redirectUrl: `${TEST_CHALLENGE_PATH}${token}`,
          });
        }
        case 'insufficient_funds':
          bank.set(request.paymentId, { outcome: 'failed', code: 'insufficient_funds' });
          return Promise.resolve({ outcome: 'failed', code: 'insufficient_funds', providerRef: ref });
        case 'declined':
        case null:
          bank.set(request.paymentId, { outcome: 'failed', code: 'declined' });
          return Promise.resolve({ outcome: 'failed', code: 'declined', providerRef: ref });
      }
    },
    verifyCallback(callback: ChallengeCallback): boolean {
      const expected = Buffer.from(signChallengeResult(secret, callback.token, callback.result), 'hex');
      const given = Buffer.from(callback.signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    completeChallenge(callback: ChallengeCallback, providerRef: string): Promise<CompleteResult> {
      const result: CompleteResult =
        callback.result === 'authenticated'
          ? { outcome: 'captured', providerRef }
          : { outcome: 'failed', code: 'three_ds_failed' };
      const paymentId = paymentIdOfRef(providerRef);
      if (paymentId !== null) bank.set(paymentId, result);
      return Promise.resolve(result);
    },
    installmentOptions(bin: string, amountKurus: number) {
      return Promise.resolve(testInstallmentOptions(bin, amountKurus));
    },
    lookUp(payment: LookUpPayment): Promise<LookUpResult> {
      return Promise.resolve(bank.get(payment.paymentId) ?? { outcome: 'not_found' });
    },
    refundCardPayment(request: RefundCardPayment): Promise<RefundResult> {
      // The test bank refunds every capture it made; the refund id keeps a retry the same refund.
      if (!request.providerRef.startsWith('test_'))
        return Promise.resolve({ outcome: 'failed', code: 'declined' });
      return Promise.resolve({ outcome: 'refunded', providerRef: `test_refund_${String(request.refundId)}` });
    },
  };
}

/** The test bank's own signature (its challenge page answers with it); only the test adapter has one. */
export function testBankSigner(appKey: string) {
  const secret = createHmac('sha256', appKey).update('salonya-test-bank-3ds').digest('hex');
  return (token: string, result: ChallengeCallback['result']) => signChallengeResult(secret, token, result);
}
