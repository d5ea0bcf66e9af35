import { describe, expect, it } from 'vitest';
import {
  accountKey,
  applyJournal,
  journalProblem,
  LedgerError,
  netChanges,
  platform,
  salonReceivable,
  wallet,
  type Journal,
  type JournalProblem,
} from './ledger';
import {
  bookingPaymentJournal,
  commissionOf,
  holdReleaseJournal,
  manualAdjustmentJournal,
  refundJournal,
  revenueRecognitionJournal,
  topUpJournal,
  walletBonusJournal,
  walletHoldJournal,
} from './journals';

const sum = (j: Journal) => j.postings.reduce((s, p) => s + p.amountKurus, 0);

describe('journalProblem', () => {
  const w = wallet(1);
  const c = platform('provider_clearing');
  it.each<[string, Journal, JournalProblem | null]>([
    [
      'balanced',
      {
        kind: 'wallet_top_up',
        postings: [
          { account: c, amountKurus: -500 },
          { account: w, amountKurus: 500 },
        ],
      },
      null,
    ],
    [
      'one posting',
      { kind: 'wallet_top_up', postings: [{ account: w, amountKurus: 500 }] },
      { code: 'empty' },
    ],
    [
      'unbalanced',
      {
        kind: 'wallet_top_up',
        postings: [
          { account: c, amountKurus: -500 },
          { account: w, amountKurus: 499 },
        ],
      },
      { code: 'unbalanced', sumKurus: -1 },
    ],
    [
      'fraction',
      {
        kind: 'wallet_top_up',
        postings: [
          { account: c, amountKurus: -0.5 },
          { account: w, amountKurus: 0.5 },
        ],
      },
      { code: 'not_integer', index: 0 },
    ],
    [
      'zero',
      {
        kind: 'wallet_top_up',
        postings: [
          { account: c, amountKurus: 0 },
          { account: w, amountKurus: 0 },
        ],
      },
      { code: 'zero_amount', index: 0 },
    ],
  ])('%s', (_name, journal, problem) => {
    expect(journalProblem(journal)).toEqual(problem);
  });
});

describe('applyJournal', () => {
  it('moves money and keeps the total at zero', () => {
    const after = applyJournal(new Map(), topUpJournal(7, 10_000));
    expect(after.get('customer_wallet:7')).toBe(10_000);
    expect(after.get('provider_clearing')).toBe(-10_000);
  });

  it('refuses to take a wallet below zero and says by how much', () => {
    const balances = new Map([['customer_wallet:7', 1_000]]);
    const spend = bookingPaymentJournal({
      salonId: 3,
      customerUserId: 7,
      cardKurus: 0,
      walletKurus: 1_001,
      heldKurus: 0,
    });
    expect(() => applyJournal(balances, spend)).toThrow(LedgerError);
    try {
      applyJournal(balances, spend);
    } catch (err) {
      expect(err instanceof LedgerError && err.problem).toEqual({
        code: 'insufficient_funds',
        account: 'customer_wallet:7',
        balanceKurus: 1_000,
        wouldBeKurus: -1,
      });
    }
  });

  it('lets the provider clearing and promotion funding run negative', () => {
    const after = applyJournal(new Map(), walletBonusJournal(1, 500));
    expect(after.get('promotion_funding')).toBe(-500);
  });

  it('refuses an unbalanced journal before touching any balance', () => {
    expect(() =>
      applyJournal(new Map(), {
        kind: 'manual_adjustment',
        postings: [
          { account: wallet(1), amountKurus: 5 },
          { account: platform('platform_adjustments'), amountKurus: -4 },
        ],
      }),
    ).toThrow(/unbalanced/);
  });
});

describe('journals of business events are balanced', () => {
  it.each<[string, Journal, Record<string, number>]>([
    ['top-up', topUpJournal(1, 25_000), { provider_clearing: -25_000, 'customer_wallet:1': 25_000 }],
    ['hold', walletHoldJournal(1, 3_000), { 'customer_wallet:1': -3_000, payment_holds: 3_000 }],
    ['hold release', holdReleaseJournal(1, 3_000), { payment_holds: -3_000, 'customer_wallet:1': 3_000 }],
    [
      'split payment',
      bookingPaymentJournal({
        salonId: 4,
        customerUserId: 1,
        cardKurus: 7_000,
        walletKurus: 0,
        heldKurus: 3_000,
      }),
      { provider_clearing: -7_000, payment_holds: -3_000, 'salon_receivable:4': 10_000 },
    ],
    [
      'wallet payment',
      bookingPaymentJournal({
        salonId: 4,
        customerUserId: 1,
        cardKurus: 0,
        walletKurus: 10_000,
        heldKurus: 0,
      }),
      { 'customer_wallet:1': -10_000, 'salon_receivable:4': 10_000 },
    ],
    [
      'revenue at completion',
      revenueRecognitionJournal(4, 10_005),
      { 'salon_receivable:4': -10_005, 'salon_earnings:4': 9_004, platform_commission: 1_001 },
    ],
    [
      'adjustment down',
      manualAdjustmentJournal(1, -200),
      { platform_adjustments: 200, 'customer_wallet:1': -200 },
    ],
    [
      'refund to wallet',
      refundJournal(4, 1, 500, 'wallet'),
      { 'salon_receivable:4': -500, 'customer_wallet:1': 500 },
    ],
    [
      'refund to card',
      refundJournal(4, 1, 500, 'card'),
      { 'salon_receivable:4': -500, refunds_payable: 500 },
    ],
  ])('%s', (_name, journal, changes) => {
    expect(sum(journal)).toBe(0);
    expect(journalProblem(journal)).toBeNull();
    expect(Object.fromEntries([...netChanges(journal)].map(([k, v]) => [k, v.deltaKurus]))).toEqual(changes);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses an amount of %s', (amount) => {
    expect(() => topUpJournal(1, amount)).toThrow(RangeError);
  });

  it.each([
    [10_000, 1_000],
    [10_005, 1_001],
    [10_004, 1_000],
    [1, 0],
  ])('commission of %i is %i', (amount, commission) => {
    expect(commissionOf(amount)).toBe(commission);
  });

  it('names accounts by a stable key', () => {
    expect(accountKey(salonReceivable(9))).toBe('salon_receivable:9');
    expect(accountKey(platform('refunds_payable'))).toBe('refunds_payable');
  });
});
