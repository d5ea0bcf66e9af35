import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { testCardBehaviour } from '@salonya/domain/money/payments';
import type {
  ChallengeCallback,
  CompleteResult,
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

/**
 * The test provider (the embedded default, ADR 0042): no network. The card number decides what the "bank" does
 * (TEST_CARDS in packages/domain/src/money/payments.ts); a 3-D Secure card gets a challenge page served by the app,
 * whose answer the bank signs with a key derived from the app key.
 */
export function createTestProvider(appKey: string): PaymentProvider {
  const secret = createHmac('sha256', appKey).update('salonya-test-bank-3ds').digest('hex');
  return {
    name: 'test',
    testMode: true,
    startCardPayment(request: StartCardPayment): Promise<StartResult> {
      const ref = `test_${String(request.paymentId)}_${randomBytes(6).toString('hex')}`;
      switch (testCardBehaviour(request.card.number)) {
        case 'success':
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
          return Promise.resolve({ outcome: 'failed', code: 'insufficient_funds', providerRef: ref });
        case 'declined':
        case null:
          return Promise.resolve({ outcome: 'failed', code: 'declined', providerRef: ref });
      }
    },
    verifyCallback(callback: ChallengeCallback): boolean {
      const expected = Buffer.from(signChallengeResult(secret, callback.token, callback.result), 'hex');
      const given = Buffer.from(callback.signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    completeChallenge(callback: ChallengeCallback, providerRef: string): Promise<CompleteResult> {
      return Promise.resolve(
        callback.result === 'authenticated'
          ? { outcome: 'captured', providerRef }
          : { outcome: 'failed', code: 'three_ds_failed' },
      );
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
