import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountKey,
  applyJournal,
  journalProblem,
  LedgerError,
  NEGATIVE_ALLOWED,
  platform,
  type AccountKind,
  type Journal,
} from './ledger';
import {
  bookingPaymentJournal,
  cardRefundJournal,
  cardRefundToWalletJournal,
  refundSplitJournal,
  holdReleaseJournal,
  manualAdjustmentJournal,
  refundJournal,
  revenueRecognitionJournal,
  topUpJournal,
  walletBonusJournal,
  walletHoldJournal,
} from './journals';
import { couponFundingJournal, couponFundingReversalJournal } from './coupons';

/** One step of a random history: what a customer, a salon or an administrator does. */
type Step =
  | { op: 'topUp'; user: number; amount: number }
  | { op: 'payByWallet'; user: number; salon: number; amount: number }
  | { op: 'payByCard'; user: number; salon: number; amount: number }
  | { op: 'split'; user: number; salon: number; wallet: number; card: number; cardOk: boolean }
  | { op: 'complete'; salon: number; amount: number }
  | { op: 'refund'; user: number; salon: number; amount: number; to: 'wallet' | 'card' }
  | {
      op: 'policyRefund';
      user: number;
      salon: number;
      wallet: number;
      card: number;
      kept: number;
      payout: 'paid' | 'failed' | 'pending';
    }
  | { op: 'adjust'; user: number; amount: number }
  | { op: 'bonus'; user: number; amount: number }
  /** A booking with a platform coupon: Salonya funds the discount, the customer pays the rest by card or wallet. */
  | { op: 'couponBooking'; user: number; salon: number; price: number; discount: number; byWallet: boolean }
  /** That booking cancelled: the payment back to the wallet, the funding back to promotion funding. */
  | { op: 'couponCancel'; user: number; salon: number; price: number; discount: number };

const user = fc.integer({ min: 1, max: 4 });
const salon = fc.integer({ min: 1, max: 3 });
const amount = fc.integer({ min: 1, max: 50_000 });

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('topUp' as const), user, amount }),
  fc.record({ op: fc.constant('payByWallet' as const), user, salon, amount }),
  fc.record({ op: fc.constant('payByCard' as const), user, salon, amount }),
  fc.record({
    op: fc.constant('split' as const),
    user,
    salon,
    wallet: amount,
    card: amount,
    cardOk: fc.boolean(),
  }),
  fc.record({ op: fc.constant('complete' as const), salon, amount }),
  fc.record({
    op: fc.constant('refund' as const),
    user,
    salon,
    amount,
    to: fc.constantFrom('wallet' as const, 'card' as const),
  }),
  fc.record({
    op: fc.constant('policyRefund' as const),
    user,
    salon,
    wallet: fc.integer({ min: 0, max: 50_000 }),
    card: fc.integer({ min: 0, max: 50_000 }),
    kept: fc.integer({ min: 0, max: 50_000 }),
    payout: fc.constantFrom('paid' as const, 'failed' as const, 'pending' as const),
  }),
  fc.record({
    op: fc.constant('adjust' as const),
    user,
    amount: fc.integer({ min: -20_000, max: 20_000 }).filter((n) => n !== 0),
  }),
  fc.record({ op: fc.constant('bonus' as const), user, amount }),
  fc
    .record({
      op: fc.constant('couponBooking' as const),
      user,
      salon,
      price: fc.integer({ min: 2, max: 50_000 }),
      percent: fc.integer({ min: 1, max: 99 }),
      byWallet: fc.boolean(),
    })
    .map(({ percent, ...r }) => ({ ...r, discount: Math.max(1, Math.floor((r.price * percent) / 100)) })),
  fc
    .record({
      op: fc.constant('couponCancel' as const),
      user,
      salon,
      price: fc.integer({ min: 2, max: 50_000 }),
      percent: fc.integer({ min: 1, max: 99 }),
    })
    .map(({ percent, ...r }) => ({ ...r, discount: Math.max(1, Math.floor((r.price * percent) / 100)) })),
);

/** The journals a step writes, in order, all or none (one database transaction). */
function journalsOf(s: Step): Journal[] {
  switch (s.op) {
    case 'topUp':
      return [topUpJournal(s.user, s.amount)];
    case 'payByWallet':
      return [
        bookingPaymentJournal({
          salonId: s.salon,
          customerUserId: s.user,
          cardKurus: 0,
          walletKurus: s.amount,
          heldKurus: 0,
        }),
      ];
    case 'payByCard':
      return [
        bookingPaymentJournal({
          salonId: s.salon,
          customerUserId: s.user,
          cardKurus: s.amount,
          walletKurus: 0,
          heldKurus: 0,
        }),
      ];
    case 'split':
      return [
        walletHoldJournal(s.user, s.wallet),
        s.cardOk
          ? bookingPaymentJournal({
              salonId: s.salon,
              customerUserId: s.user,
              cardKurus: s.card,
              walletKurus: 0,
              heldKurus: s.wallet,
            })
          : holdReleaseJournal(s.user, s.wallet),
      ];
    case 'complete':
      return [revenueRecognitionJournal(s.salon, s.amount)];
    case 'refund':
      return [refundJournal(s.salon, s.user, s.amount, s.to)];
    case 'policyRefund': {
      // A cancellation under the refund policy (ADR 0048): part back (wallet and card), the rest kept by the salon
      // as revenue, the card part paid out by the provider or, when it cannot, credited to the wallet.
      const out: Journal[] = [];
      if (s.wallet + s.card > 0)
        out.push(refundSplitJournal(s.salon, s.user, { walletKurus: s.wallet, cardKurus: s.card }));
      if (s.kept > 0) out.push(revenueRecognitionJournal(s.salon, s.kept));
      if (s.card > 0 && s.payout === 'paid') out.push(cardRefundJournal(s.card));
      if (s.card > 0 && s.payout === 'failed') out.push(cardRefundToWalletJournal(s.user, s.card));
      return out;
    }
    case 'adjust':
      return [manualAdjustmentJournal(s.user, s.amount)];
    case 'bonus':
      return [walletBonusJournal(s.user, s.amount)];
    case 'couponBooking':
      return [
        couponFundingJournal(s.salon, s.discount),
        bookingPaymentJournal({
          salonId: s.salon,
          customerUserId: s.user,
          cardKurus: s.byWallet ? 0 : s.price - s.discount,
          walletKurus: s.byWallet ? s.price - s.discount : 0,
          heldKurus: 0,
        }),
      ];
    case 'couponCancel':
      return [
        couponFundingReversalJournal(s.salon, s.discount),
        refundJournal(s.salon, s.user, s.price - s.discount, 'wallet'),
      ];
  }
}

const kindOf = (key: string) => key.split(':')[0] as AccountKind;

describe('ledger properties', () => {
  it('after any history every journal sums to zero, no wallet is negative and the books balance', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let balances = new Map<string, number>();
        for (const s of steps) {
          const journals = journalsOf(s);
          for (const j of journals) expect(journalProblem(j)).toBeNull();
          try {
            let next = balances;
            for (const j of journals) next = applyJournal(next, j);
            balances = next;
          } catch (err) {
            // Refused as a whole (not enough money somewhere): nothing changed.
            if (!(err instanceof LedgerError)) throw err;
            expect(err.problem.code).toBe('insufficient_funds');
          }
          for (const [key, value] of balances)
            if (!NEGATIVE_ALLOWED.has(kindOf(key))) expect(value).toBeGreaterThanOrEqual(0);
        }
        // Nothing is held once every split has settled.
        expect(balances.get('payment_holds') ?? 0).toBe(0);
        // What came in through the provider (less the outside money spent by Salonya) is exactly what everyone holds.
        const held = [...balances]
          .filter(([key]) => !NEGATIVE_ALLOWED.has(kindOf(key)))
          .reduce((sum, [, value]) => sum + value, 0);
        const outside = [...balances]
          .filter(([key]) => NEGATIVE_ALLOWED.has(kindOf(key)))
          .reduce((sum, [, value]) => sum + value, 0);
        expect(held + outside === 0).toBe(true);
        const clearing = balances.get(accountKey(platform('provider_clearing'))) ?? 0;
        const spentByPlatform =
          (balances.get('promotion_funding') ?? 0) + (balances.get('platform_adjustments') ?? 0);
        expect(held === -clearing - spentByPlatform).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
