import { describe, expect, it } from 'vitest';
import { applyJournal, journalProblem } from './ledger';
import { cardRefundJournal, cardRefundToWalletJournal, refundSplitJournal } from './journals';
import {
  DEFAULT_REFUND_POLICY,
  lateRefundKurus,
  refundDecision,
  refundParts,
  type CancelledBy,
  type RefundDecision,
  type RefundPolicy,
} from './refunds';

const start = new Date('2026-12-10T12:00:00+03:00');
const before = (minutes: number) => new Date(start.getTime() - minutes * 60_000);
const none: RefundPolicy = { freeCancellationMinutes: 1440, lateRefund: 'none', lateRefundPercent: 50 };
const third: RefundPolicy = { freeCancellationMinutes: 120, lateRefund: 'partial', lateRefundPercent: 33 };

describe('refundDecision', () => {
  it.each<[string, CancelledBy, number, RefundPolicy, number, RefundDecision]>([
    [
      'customer a day and more before: all back',
      'customer',
      1440,
      DEFAULT_REFUND_POLICY,
      45_000,
      { kind: 'automatic', amountKurus: 45_000 },
    ],
    [
      'customer two days before: all back',
      'customer',
      2880,
      DEFAULT_REFUND_POLICY,
      45_000,
      { kind: 'automatic', amountKurus: 45_000 },
    ],
    [
      'customer one minute late: half proposed',
      'customer',
      1439,
      DEFAULT_REFUND_POLICY,
      45_000,
      { kind: 'review', proposedKurus: 22_500 },
    ],
    [
      'customer late, odd kuruş rounds down',
      'customer',
      300,
      DEFAULT_REFUND_POLICY,
      45_001,
      { kind: 'review', proposedKurus: 22_500 },
    ],
    [
      'customer late, policy none: nothing proposed',
      'customer',
      300,
      none,
      45_000,
      { kind: 'review', proposedKurus: 0 },
    ],
    ['customer late, 33 %', 'customer', 60, third, 10_000, { kind: 'review', proposedKurus: 3_300 }],
    [
      'customer exactly at the free limit',
      'customer',
      120,
      third,
      10_000,
      { kind: 'automatic', amountKurus: 10_000 },
    ],
    ['salon cancels late: all back', 'salon', 10, none, 45_000, { kind: 'automatic', amountKurus: 45_000 }],
    ['admin cancels late: all back', 'admin', 10, none, 45_000, { kind: 'automatic', amountKurus: 45_000 }],
    ['system releases: all back', 'system', 0, none, 1, { kind: 'automatic', amountKurus: 1 }],
  ])('%s', (_name, by, minutesBefore, policy, paid, expected) => {
    expect(
      refundDecision({
        cancelledBy: by,
        startsAt: start,
        cancelledAt: before(minutesBefore),
        paidKurus: paid,
        policy,
      }),
    ).toEqual(expected);
  });

  it('refuses a paid amount that is not a positive integer of kuruş', () => {
    for (const paid of [0, -1, 1.5])
      expect(() =>
        refundDecision({
          cancelledBy: 'customer',
          startsAt: start,
          cancelledAt: before(10),
          paidKurus: paid,
          policy: DEFAULT_REFUND_POLICY,
        }),
      ).toThrow(RangeError);
  });

  it.each([
    [100, 100, 100],
    [0, 100, 0],
    [150, 100, 100],
    [-5, 100, 0],
  ])('lateRefundKurus clamps the percent %i to 0–100', (percent, paid, expected) => {
    expect(
      lateRefundKurus(paid, {
        freeCancellationMinutes: 0,
        lateRefund: 'partial',
        lateRefundPercent: percent,
      }),
    ).toBe(expected);
  });
});

describe('refundParts', () => {
  it.each<[string, number, number, number, 'wallet' | 'card', { cardKurus: number; walletKurus: number }]>([
    ['card payment back to the card', 10_000, 10_000, 0, 'card', { cardKurus: 10_000, walletKurus: 0 }],
    ['card payment back to the wallet', 10_000, 10_000, 0, 'wallet', { cardKurus: 0, walletKurus: 10_000 }],
    [
      'split back to the card: the wallet part to the wallet',
      10_000,
      6_000,
      4_000,
      'card',
      { cardKurus: 6_000, walletKurus: 4_000 },
    ],
    ['partial smaller than the card part', 3_000, 6_000, 4_000, 'card', { cardKurus: 3_000, walletKurus: 0 }],
    [
      'wallet payment asked to the card: all to the wallet',
      5_000,
      0,
      5_000,
      'card',
      { cardKurus: 0, walletKurus: 5_000 },
    ],
    ['nothing', 0, 6_000, 4_000, 'card', { cardKurus: 0, walletKurus: 0 }],
  ])('%s', (_name, amount, card, walletPaid, to, expected) => {
    expect(refundParts(amount, { cardKurus: card, walletKurus: walletPaid }, to)).toEqual(expected);
  });

  it('refuses more than was paid', () => {
    expect(() => refundParts(10_001, { cardKurus: 10_000, walletKurus: 0 }, 'card')).toThrow(RangeError);
  });
});

describe('refund journals', () => {
  it('a split refund, its card payout and a failed card payout are balanced and leave refunds payable at zero', () => {
    let balances = new Map<string, number>([
      ['salon_receivable:1', 10_000],
      ['provider_clearing', -6_000],
      ['customer_wallet:7', 0],
    ]);
    const split = refundSplitJournal(1, 7, { walletKurus: 4_000, cardKurus: 6_000 });
    expect(journalProblem(split)).toBeNull();
    balances = applyJournal(balances, split);
    expect(balances.get('refunds_payable')).toBe(6_000);
    balances = applyJournal(balances, cardRefundJournal(5_000));
    balances = applyJournal(balances, cardRefundToWalletJournal(7, 1_000));
    expect(balances.get('refunds_payable')).toBe(0);
    expect(balances.get('salon_receivable:1')).toBe(0);
    expect(balances.get('customer_wallet:7')).toBe(5_000);
    expect(balances.get('provider_clearing')).toBe(-1_000);
  });

  it('refuses a refund of nothing', () => {
    expect(() => refundSplitJournal(1, 7, { walletKurus: 0, cardKurus: 0 })).toThrow(RangeError);
    expect(() => cardRefundJournal(0)).toThrow(RangeError);
  });
});
