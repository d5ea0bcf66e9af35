import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponFundingJournal,
  couponFundingReversalJournal,
  couponLabel,
  couponMessage,
  couponProblem,
  couponProblemValues,
  normaliseCouponCode,
  type CouponProblem,
  type CouponRule,
  type CouponUse,
} from './coupons';
import { journalProblem } from './ledger';

const NOW = new Date('2026-12-01T09:00:00+03:00');
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  kind: 'percent',
  value: 10,
  status: 'active',
  startsAt: new Date('2026-11-01T00:00:00+03:00'),
  endsAt: new Date('2027-01-01T00:00:00+03:00'),
  minAmountKurus: 0,
  totalLimit: null,
  perUserLimit: null,
  firstBookingOnly: false,
  salonId: null,
  categoryId: null,
  ...over,
});
const use = (over: Partial<CouponUse> = {}): CouponUse => ({
  now: NOW,
  salonId: 7,
  services: [
    { priceKurus: 40_000, categoryIds: [20, 1] },
    { priceKurus: 15_000, categoryIds: [24, 3] },
  ],
  totalUses: 0,
  userUses: 0,
  hasEarlierBooking: false,
  ...over,
});

describe('couponProblem: why a code does not apply', () => {
  it.each<[string, CouponRule | null, Partial<CouponUse>, CouponProblem['code'] | null]>([
    ['applies', rule(), {}, null],
    ['unknown code', null, {}, 'not_found'],
    ['paused', rule({ status: 'paused' }), {}, 'paused'],
    ['not started yet', rule({ startsAt: new Date('2026-12-01T10:00:00+03:00') }), {}, 'not_started'],
    ['starts this very moment', rule({ startsAt: NOW }), {}, null],
    ['ended', rule({ endsAt: new Date('2026-11-30T00:00:00+03:00') }), {}, 'expired'],
    ['ends this very moment (end is exclusive)', rule({ endsAt: NOW }), {}, 'expired'],
    ['another salon', rule({ salonId: 8 }), {}, 'wrong_salon'],
    ['its salon', rule({ salonId: 7 }), {}, null],
    ['a category none of the services is in', rule({ categoryId: 99 }), {}, 'wrong_category'],
    ['a parent category of one service', rule({ categoryId: 3 }), {}, null],
    ['below the minimum', rule({ minAmountKurus: 60_000 }), {}, 'below_minimum'],
    ['exactly the minimum', rule({ minAmountKurus: 55_000 }), {}, null],
    ['total limit used up', rule({ totalLimit: 5 }), { totalUses: 5 }, 'total_limit'],
    ['one use left of the total', rule({ totalLimit: 5 }), { totalUses: 4 }, null],
    ['per-user limit used up', rule({ perUserLimit: 1 }), { userUses: 1 }, 'user_limit'],
    [
      'first booking only, booked before',
      rule({ firstBookingOnly: true }),
      { hasEarlierBooking: true },
      'first_booking_only',
    ],
    ['first booking only, first booking', rule({ firstBookingOnly: true }), {}, null],
    // The order of reasons: the first that applies is the one shown.
    ['paused and expired says paused', rule({ status: 'paused', endsAt: NOW }), {}, 'paused'],
    [
      'another salon and below minimum says salon',
      rule({ salonId: 8, minAmountKurus: 1e9 }),
      {},
      'wrong_salon',
    ],
  ])('%s', (_name, r, u, expected) => {
    expect(couponProblem(r, use(u))?.code ?? null).toBe(expected);
  });

  it('has one Turkish message for every reason', () => {
    const messages = couponProblemValues.map((code) =>
      couponMessage(
        code === 'not_started'
          ? { code, startsAt: new Date('2026-12-24T10:00:00+03:00') }
          : code === 'below_minimum'
            ? { code, minAmountKurus: 25_000 }
            : { code },
      ),
    );
    expect(new Set(messages).size).toBe(couponProblemValues.length);
    expect(messages).toContain('Bu kupon en az ₺250 tutarındaki randevularda geçerlidir.');
    expect(messages).toContain('Bu kuponun kullanım hakları tükendi.');
    expect(messages.find((m) => m.startsWith('Bu kupon henüz'))).toContain('24 Aralık 2026');
  });
});

describe('couponDiscount', () => {
  it.each<[string, Partial<CouponRule>, Partial<CouponUse>, number]>([
    ['10 % of ₺550', { kind: 'percent', value: 10 }, {}, 5_500],
    [
      'percent rounds down to the kuruş',
      { kind: 'percent', value: 15 },
      { services: [{ priceKurus: 333, categoryIds: [] }] },
      49,
    ],
    ['100 % is the whole price', { kind: 'percent', value: 100 }, {}, 55_000],
    ['fixed ₺50', { kind: 'fixed', value: 5_000 }, {}, 5_000],
    ['fixed never above the price', { kind: 'fixed', value: 100_000 }, {}, 55_000],
    ['category: only its services', { kind: 'percent', value: 50, categoryId: 24 }, {}, 7_500],
    ['fixed within a category is capped by it', { kind: 'fixed', value: 20_000, categoryId: 24 }, {}, 15_000],
  ])('%s', (_name, r, u, expected) => {
    expect(couponDiscount(rule(r), use(u))).toBe(expected);
  });
});

describe('coupon journals and labels', () => {
  it('funding and its reversal balance and mirror each other', () => {
    const j = couponFundingJournal(7, 5_500);
    expect(journalProblem(j)).toBeNull();
    expect(j.postings).toEqual([
      { account: { kind: 'promotion_funding' }, amountKurus: -5_500 },
      { account: { kind: 'salon_receivable', salonId: 7 }, amountKurus: 5_500 },
    ]);
    const back = couponFundingReversalJournal(7, 5_500);
    expect(journalProblem(back)).toBeNull();
    expect(back.postings.map((p) => p.amountKurus)).toEqual([5_500, -5_500]);
    expect(() => couponFundingJournal(7, 0)).toThrow(RangeError);
  });

  it('labels and normalises codes', () => {
    expect(couponLabel({ kind: 'percent', value: 15 })).toBe('%15 indirim');
    expect(couponLabel({ kind: 'fixed', value: 5_050 })).toBe('₺50,50 indirim');
    expect(normaliseCouponCode(' yaz 10 ')).toBe('YAZ10');
    expect(normaliseCouponCode('hoşgeldin')).toBe('HOSGELDIN');
  });
});
