import { describe, expect, it } from 'vitest';
import { applyJournal, journalProblem } from './ledger';
import { cardRefundJournal, cardRefundToWalletJournal, refundSplitJournal } from './journals';
import {
  cancellationDestination,
  cancellationPreview,
  cancellationRefund,
  DEFAULT_REFUND_POLICY,
  lateRefundKurus,
  refundDecision,
  policyWindowLabel,
  REFUND_POLICY_MESSAGES,
  refundParts,
  refundPolicySummary,
  refundPreview,
  validateRefundPolicy,
  type CancellationPreview,
  type CancellationRefund,
  type CancelledBy,
  type RefundDecision,
  type RefundDestination,
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

describe('validateRefundPolicy', () => {
  it.each<[string, number, 'none' | 'partial', number, Record<string, string[]>]>([
    ['the defaults', 1440, 'partial', 50, {}],
    ['no free window, nothing late', 0, 'none', 0, {}],
    ['a week, all back late', 10_080, 'partial', 100, {}],
    ['none ignores a stored percent', 60, 'none', 40, {}],
    [
      'window over a week',
      10_081,
      'none',
      0,
      { free_cancellation_minutes: [REFUND_POLICY_MESSAGES.freeWindowRange] },
    ],
    [
      'negative window',
      -1,
      'none',
      0,
      { free_cancellation_minutes: [REFUND_POLICY_MESSAGES.freeWindowRange] },
    ],
    [
      'fractional window',
      1.5,
      'none',
      0,
      { free_cancellation_minutes: [REFUND_POLICY_MESSAGES.freeWindowWhole] },
    ],
    ['percent over 100', 60, 'partial', 101, { late_refund_percent: [REFUND_POLICY_MESSAGES.percentRange] }],
    [
      'fractional percent',
      60,
      'partial',
      12.5,
      { late_refund_percent: [REFUND_POLICY_MESSAGES.percentWhole] },
    ],
    [
      'partial of nothing',
      60,
      'partial',
      0,
      { late_refund_percent: [REFUND_POLICY_MESSAGES.percentRequired] },
    ],
  ])('%s', (_, minutes, late, percent, expected) => {
    expect(
      validateRefundPolicy({
        free_cancellation_minutes: minutes,
        late_refund: late,
        late_refund_percent: percent,
      }),
    ).toEqual(expected);
  });
});

describe('policyWindowLabel and refundPolicySummary', () => {
  it.each<[number, string]>([
    [0, 'randevu saatine kadar'],
    [30, '30 dakika'],
    [90, '1 saat 30 dakika'],
    [1440, '1 gün'],
    [1500, '1 gün 1 saat'],
    [2880, '2 gün'],
  ])('%d minutes → %s', (minutes, label) => {
    expect(policyWindowLabel(minutes)).toBe(label);
  });

  it.each<[RefundPolicy, string]>([
    [
      DEFAULT_REFUND_POLICY,
      'Randevudan en az 1 gün önce yapılan iptallerde ödemenin tamamı iade edilir; daha geç iptallerde ödemenin %50 kadarı yönetici onayıyla iade edilir.',
    ],
    [
      none,
      'Randevudan en az 1 gün önce yapılan iptallerde ödemenin tamamı iade edilir; daha geç iptallerde iade yapılmaz.',
    ],
    [
      { freeCancellationMinutes: 0, lateRefund: 'none', lateRefundPercent: 0 },
      'Randevu saatine kadar yapılan iptallerde ödemenin tamamı iade edilir.',
    ],
  ])('summarises %o', (policy, text) => {
    expect(refundPolicySummary(policy)).toBe(text);
  });
});

describe('refundPreview', () => {
  it.each<[string, number, RefundPolicy, RefundDecision['kind'], string]>([
    [
      'inside the window',
      1440,
      DEFAULT_REFUND_POLICY,
      'automatic',
      'Şimdi iptal ederseniz ₺450 tutarın tamamı hemen iade edilir.',
    ],
    [
      'late, partial',
      60,
      DEFAULT_REFUND_POLICY,
      'review',
      'Ücretsiz iptal süresi geçti: şimdi iptal ederseniz salonun politikasına göre ₺225 iade talebi yönetici onayına gönderilir.',
    ],
    [
      'late, none',
      60,
      none,
      'review',
      'Ücretsiz iptal süresi geçti: salonun politikasına göre bu iptalde iade yapılmaz; talebiniz yine de yönetici tarafından incelenir.',
    ],
  ])('%s', (_, minutesBefore, policy, kind, text) => {
    const preview = refundPreview({
      startsAt: start,
      cancelledAt: before(minutesBefore),
      paidKurus: 45_000,
      policy,
    });
    expect(preview.decision.kind).toBe(kind);
    expect(preview.text).toBe(text);
  });
});

describe('cancellationDestination', () => {
  it.each<[CancelledBy, RefundDestination | undefined, RefundDestination]>([
    ['customer', undefined, 'wallet'],
    ['customer', 'card', 'card'],
    ['salon', undefined, 'card'],
    ['admin', undefined, 'card'],
    ['system', undefined, 'card'],
    ['admin', 'wallet', 'wallet'],
  ])('%s choosing %s → %s', (by, chosen, expected) => {
    expect(cancellationDestination(by, chosen)).toBe(expected);
  });
});

describe('cancellationRefund and cancellationPreview', () => {
  const card = { amountKurus: 45_000, cardKurus: 45_000, walletKurus: 0 };
  const split = { amountKurus: 45_000, cardKurus: 30_000, walletKurus: 15_000 };
  const wallet = { amountKurus: 45_000, cardKurus: 0, walletKurus: 45_000 };
  it.each<
    [
      string,
      CancelledBy,
      RefundDestination | undefined,
      number,
      { amountKurus: number; cardKurus: number; walletKurus: number },
      CancellationRefund['parts'],
    ]
  >([
    [
      'salon, late, card payment: all to the card',
      'salon',
      undefined,
      10,
      card,
      { cardKurus: 45_000, walletKurus: 0 },
    ],
    [
      'admin, split: each part back where it came from',
      'admin',
      undefined,
      10,
      split,
      { cardKurus: 30_000, walletKurus: 15_000 },
    ],
    [
      'salon, wallet payment: to the wallet',
      'salon',
      undefined,
      10,
      wallet,
      { cardKurus: 0, walletKurus: 45_000 },
    ],
    [
      'admin choosing the wallet for a card payment',
      'admin',
      'wallet',
      10,
      card,
      { cardKurus: 0, walletKurus: 45_000 },
    ],
    [
      'customer inside the window, no choice: the wallet',
      'customer',
      undefined,
      2000,
      card,
      { cardKurus: 0, walletKurus: 45_000 },
    ],
    ['customer late: an administrator decides', 'customer', 'card', 10, card, null],
  ])('%s', (_, by, refundTo, minutesBefore, payment, parts) => {
    const r = cancellationRefund({
      cancelledBy: by,
      refundTo,
      startsAt: start,
      cancelledAt: before(minutesBefore),
      policy: DEFAULT_REFUND_POLICY,
      payment,
    });
    expect(r.parts).toEqual(parts);
  });

  const plan = (by: CancelledBy, payment: typeof card) => ({
    paidKurus: payment.amountKurus,
    ...cancellationRefund({
      cancelledBy: by,
      startsAt: start,
      cancelledAt: before(10),
      policy: DEFAULT_REFUND_POLICY,
      payment,
    }),
  });

  it.each<[string, 'salon' | 'admin', (typeof card)[], Partial<CancellationPreview>]>([
    [
      'salon, card',
      'salon',
      [card],
      {
        kind: 'automatic',
        amountKurus: 45_000,
        cardKurus: 45_000,
        text: 'Müşteriye ₺450 karta iade edilecek. İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.',
      },
    ],
    [
      'admin, split',
      'admin',
      [split],
      {
        kind: 'automatic',
        cardKurus: 30_000,
        walletKurus: 15_000,
        text: 'Müşteriye ₺300 karta, ₺150 Salonya cüzdanına iade edilecek. İptal yönetici tarafından yapıldığı için ödemenin tamamı iade edilir.',
      },
    ],
    [
      'salon, wallet',
      'salon',
      [wallet],
      {
        kind: 'automatic',
        walletKurus: 45_000,
        text: 'Müşteriye ₺450 Salonya cüzdanına iade edilecek. İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.',
      },
    ],
    ['nothing paid online', 'salon', [], { kind: 'none', amountKurus: 0, text: null }],
  ])('%s', (_, by, payments, expected) => {
    expect(
      cancellationPreview(
        by,
        payments.map((p) => plan(by, p)),
      ),
    ).toMatchObject(expected);
  });
});
