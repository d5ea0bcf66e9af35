import { formatDateTime } from '../format/date';
import { formatTRY } from '../format/money';
import { platform, salonReceivable, type Journal } from './ledger';

/**
 * Coupons (issue 18 item 5, ADR 0047): a code that takes a percentage or a fixed amount of kuruş off a booking.
 *
 * - Platform coupons are Salonya's: the discount is paid from the promotion-funding account to the salon's
 *   receivable (`couponFundingJournal`), so the salon earns its full price.
 * - Salon coupons are the salon's own: the salon simply receives the discounted price; no journal.
 * - Scope: any salon, one salon, or one service category (the discount is taken off the services of that category).
 *
 * This file is pure: whether a code applies (`couponProblem`, one Turkish message per reason), how much it takes
 * off (`couponDiscount`) and its journals. The API locks the coupon row while it counts uses and writes one.
 */

export const couponKindValues = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKindValues)[number];

export const couponFunderValues = ['platform', 'salon'] as const;
export type CouponFunder = (typeof couponFunderValues)[number];

export const couponStatusValues = ['active', 'paused'] as const;
export type CouponStatus = (typeof couponStatusValues)[number];

/** A redemption holds a use while its booking stands; a cancelled or unpaid booking releases it. */
export const redemptionStatusValues = ['active', 'released'] as const;
export type RedemptionStatus = (typeof redemptionStatusValues)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
export const COUPON_PERCENT_MAX = 100;
/** A fixed coupon takes at most ₺10.000 off. */
export const COUPON_FIXED_MAX_KURUS = 1_000_000;

const ASCII: Readonly<Record<string, string>> = { Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' };

/** Upper-case ASCII, no spaces: 'yaz 10', 'YAZ10' are one code, and 'hoşgeldin' is 'HOSGELDIN'. */
export function normaliseCouponCode(raw: string): string {
  return raw
    .replace(/\s+/g, '')
    .toLocaleUpperCase('tr-TR')
    .replace(/[ÇĞİÖŞÜ]/g, (c) => ASCII[c] ?? c);
}

export interface CouponRule {
  kind: CouponKind;
  /** Percent (1–100) for 'percent', kuruş for 'fixed'. */
  value: number;
  status: CouponStatus;
  startsAt: Date;
  endsAt: Date;
  /** The booking's total must be at least this (kuruş; 0 = no minimum). */
  minAmountKurus: number;
  /** Uses of all customers together; null = no limit. */
  totalLimit: number | null;
  /** Uses of one customer; null = no limit. */
  perUserLimit: number | null;
  firstBookingOnly: boolean;
  /** Only this salon (salon coupons always name theirs). */
  salonId: number | null;
  /** Only the services of this category (its sub-categories included by the caller). */
  categoryId: number | null;
}

export interface CouponService {
  priceKurus: number;
  /** The service's category and its parents. */
  categoryIds: readonly number[];
}

export interface CouponUse {
  now: Date;
  salonId: number;
  /** The chosen services (a home-visit fee is not discounted and does not count for the minimum). */
  services: readonly CouponService[];
  /** Uses that hold now (active redemptions). */
  totalUses: number;
  userUses: number;
  /** The customer has an appointment that was not cancelled before. */
  hasEarlierBooking: boolean;
}

export const couponProblemValues = [
  'not_found',
  'paused',
  'not_started',
  'expired',
  'wrong_salon',
  'wrong_category',
  'below_minimum',
  'total_limit',
  'user_limit',
  'first_booking_only',
] as const;
export type CouponProblemCode = (typeof couponProblemValues)[number];

export type CouponProblem =
  | { code: Exclude<CouponProblemCode, 'not_started' | 'below_minimum'> }
  | { code: 'not_started'; startsAt: Date }
  | { code: 'below_minimum'; minAmountKurus: number };

/** One Turkish sentence per reason a code does not apply (shown next to the coupon field). */
export function couponMessage(problem: CouponProblem): string {
  switch (problem.code) {
    case 'not_found':
      return 'Bu kupon kodu bulunamadı. Kodu kontrol edip tekrar deneyin.';
    case 'paused':
      return 'Bu kupon şu anda kullanıma kapalı.';
    case 'not_started':
      return `Bu kupon henüz geçerli değil; ${formatDateTime(problem.startsAt)} itibarıyla kullanılabilir.`;
    case 'expired':
      return 'Bu kuponun geçerlilik süresi doldu.';
    case 'wrong_salon':
      return 'Bu kupon bu salonda geçerli değil.';
    case 'wrong_category':
      return 'Bu kupon seçtiğiniz hizmetlerde geçerli değil.';
    case 'below_minimum':
      return `Bu kupon en az ${formatTRY(problem.minAmountKurus)} tutarındaki randevularda geçerlidir.`;
    case 'total_limit':
      return 'Bu kuponun kullanım hakları tükendi.';
    case 'user_limit':
      return 'Bu kuponu kullanabileceğiniz kadar kullandınız.';
    case 'first_booking_only':
      return 'Bu kupon yalnızca ilk randevunuzda geçerlidir.';
  }
}

const servicesTotal = (use: CouponUse) => use.services.reduce((s, x) => s + x.priceKurus, 0);

/** The part of the booking a coupon may discount: the services of its category, or all the services. */
export function discountBase(rule: Pick<CouponRule, 'categoryId'>, use: CouponUse): number {
  if (rule.categoryId === null) return servicesTotal(use);
  return use.services
    .filter((x) => x.categoryIds.includes(rule.categoryId!))
    .reduce((s, x) => s + x.priceKurus, 0);
}

/** Why the coupon does not apply to this booking, or null when it does (the first reason in a fixed order). */
export function couponProblem(rule: CouponRule | null, use: CouponUse): CouponProblem | null {
  if (!rule) return { code: 'not_found' };
  if (rule.status !== 'active') return { code: 'paused' };
  if (use.now.getTime() < rule.startsAt.getTime()) return { code: 'not_started', startsAt: rule.startsAt };
  if (use.now.getTime() >= rule.endsAt.getTime()) return { code: 'expired' };
  if (rule.salonId !== null && rule.salonId !== use.salonId) return { code: 'wrong_salon' };
  if (rule.categoryId !== null && discountBase(rule, use) === 0) return { code: 'wrong_category' };
  if (servicesTotal(use) < rule.minAmountKurus)
    return { code: 'below_minimum', minAmountKurus: rule.minAmountKurus };
  if (rule.totalLimit !== null && use.totalUses >= rule.totalLimit) return { code: 'total_limit' };
  if (rule.perUserLimit !== null && use.userUses >= rule.perUserLimit) return { code: 'user_limit' };
  if (rule.firstBookingOnly && use.hasEarlierBooking) return { code: 'first_booking_only' };
  return null;
}

/**
 * What the coupon takes off (kuruş): a percentage of the base rounded down to the kuruş (never more than promised),
 * or the fixed amount; never more than the base.
 */
export function couponDiscount(
  rule: Pick<CouponRule, 'kind' | 'value' | 'categoryId'>,
  use: CouponUse,
): number {
  const base = discountBase(rule, use);
  const raw = rule.kind === 'percent' ? Math.floor((base * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(raw, base));
}

/** '%10 indirim' or '₺50 indirim'. */
export function couponLabel(rule: Pick<CouponRule, 'kind' | 'value'>): string {
  return rule.kind === 'percent' ? `%${String(rule.value)} indirim` : `${formatTRY(rule.value)} indirim`;
}

/**
 * Salonya pays a platform coupon's discount to the salon (ADR 0047): out of promotion funding into the salon's
 * receivable, where it waits with the customer's payment until the service is completed.
 */
export function couponFundingJournal(salonId: number, discountKurus: number): Journal {
  if (!Number.isSafeInteger(discountKurus) || discountKurus <= 0)
    throw new RangeError(`a coupon discount is a positive integer of kuruş, got ${String(discountKurus)}`);
  return {
    kind: 'coupon_funding',
    postings: [
      { account: platform('promotion_funding'), amountKurus: -discountKurus },
      { account: salonReceivable(salonId), amountKurus: discountKurus },
    ],
  };
}

/** The booking was cancelled or not paid: the discount Salonya paid goes back to promotion funding. */
export function couponFundingReversalJournal(salonId: number, discountKurus: number): Journal {
  const j = couponFundingJournal(salonId, discountKurus);
  return { kind: 'coupon_funding', postings: j.postings.map((p) => ({ ...p, amountKurus: -p.amountKurus })) };
}
