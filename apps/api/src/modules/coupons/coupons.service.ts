import type {
  AdminCoupon,
  CouponBody,
  CouponQuote,
  CustomerCoupon,
  ValidateCouponBody,
} from '@salonya/contracts/coupons';
import { couponBodySchema, validateCouponBodySchema } from '@salonya/contracts/coupons';
import { addDays, formatIstanbulIso, istanbulInstant } from '@salonya/domain/booking/time';
import { istanbulParts } from '@salonya/domain/booking/time';
import {
  couponDiscount,
  couponFundingJournal,
  couponFundingReversalJournal,
  couponLabel,
  couponMessage,
  couponProblem,
  type CouponRule,
  type CouponService,
} from '@salonya/domain/money/coupons';
import { revenueRecognitionJournal } from '@salonya/domain/money/journals';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import type { SessionUser } from '../../plugins/policy';
import { postJournal } from '../money/ledger.repository';
import { claimMoneyKey, storeMoneyAnswer, type StoredAnswer } from '../money/payments.repository';
import {
  categoryExists,
  couponById,
  couponByCode,
  couponServices,
  couponsPage,
  hasEarlierBooking,
  insertCoupon,
  insertRedemption,
  lockActiveRedemption,
  lockCoupon,
  lockCouponByCode,
  publicCoupons,
  redemptionsPage,
  releaseRedemption,
  salonExists,
  setAppointmentDiscount,
  setCouponStatus,
  updateCoupon,
  userActiveUses,
  userRedemptions,
  userUsesByCoupon,
  type CouponFields,
  type CouponRow,
} from './coupons.repository';

export const COUPON_MESSAGES = {
  notFound: 'Kupon bulunamadı.',
  codeTaken: 'Bu kupon kodu başka bir kupon için kullanılıyor.',
  salonNotFound: 'Salon bulunamadı.',
  categoryNotFound: 'Kategori bulunamadı.',
  limitBelowUses: (used: number) =>
    `Toplam kullanım hakkı şimdiye kadarki ${String(used)} kullanımdan az olamaz.`,
  keyReused: 'Bu Idempotency-Key farklı bir istek için kullanıldı. Yeni bir anahtar gönderin.',
  inProgress: 'Bu istek hâlâ işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  created: 'Kupon oluşturuldu.',
  updated: 'Kupon güncellendi.',
  paused: 'Kupon durduruldu; yeni randevularda kullanılamaz.',
  resumed: 'Kupon yeniden kullanıma açıldı.',
  applied: (label: string) => `Kupon uygulandı: ${label}.`,
  coversAll:
    "Kupon randevu tutarının tamamını karşılıyor; ödenecek tutar olmadığından ödeme yöntemi olarak 'Salonda Öde'yi seçin.",
  releasedCancelled: 'Randevu iptal edildi; kupon kullanım hakkı geri verildi.',
  releasedUnpaid: 'Ödeme alınamadı; kupon kullanım hakkı geri verildi.',
} as const;

export const ruleOf = (c: CouponRow): CouponRule => ({
  kind: c.kind,
  value: c.value,
  status: c.status,
  startsAt: c.starts_at,
  endsAt: c.ends_at,
  minAmountKurus: c.min_amount_kurus,
  totalLimit: c.total_limit,
  perUserLimit: c.per_user_limit,
  firstBookingOnly: c.first_booking_only,
  salonId: c.salon_id,
  categoryId: c.category_id,
});

/** 422 next to the coupon field, with the one Turkish reason (also the answer's message). */
function notApplicable(message: string): AppError {
  return AppError.validation({ coupon_code: [message] }, message);
}

const day = (d: Date) => istanbulParts(d).date;

function adminDto(c: CouponRow): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    label: couponLabel(c),
    kind: c.kind,
    value: c.value,
    funded_by: c.funded_by,
    salon: c.salon_id !== null ? { id: c.salon_id, name: c.salon_name ?? '' } : null,
    category: c.category_id !== null ? { id: c.category_id, name: c.category_name ?? '' } : null,
    min_amount_kurus: c.min_amount_kurus,
    total_limit: c.total_limit,
    per_user_limit: c.per_user_limit,
    first_booking_only: c.first_booking_only,
    is_public: c.is_public,
    status: c.status,
    starts_on: day(c.starts_at),
    // The window ends at the start of the day after the last day.
    ends_on: day(new Date(c.ends_at.getTime() - 1)),
    used_count: c.used_count,
    discount_total_kurus: c.discount_total_kurus,
    created_at: formatIstanbulIso(c.created_at),
  };
}

function customerDto(c: CouponRow, userUses: number): CustomerCoupon {
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    label: couponLabel(c),
    kind: c.kind,
    value: c.value,
    min_amount_kurus: c.min_amount_kurus,
    first_booking_only: c.first_booking_only,
    salon: c.salon_id !== null ? { id: c.salon_id, name: c.salon_name ?? '' } : null,
    category: c.category_id !== null ? { id: c.category_id, name: c.category_name ?? '' } : null,
    starts_at: formatIstanbulIso(c.starts_at),
    ends_at: formatIstanbulIso(c.ends_at),
    uses_left: c.per_user_limit === null ? null : Math.max(0, c.per_user_limit - userUses),
  };
}

/**
 * The booking's coupon, inside the booking transaction right after placeAppointment held the slot (ADR 0047):
 * the coupon row is locked, its uses counted, the rule checked (422 next to the field otherwise, and the whole
 * booking rolls back), the use written, the discount put on the appointment and — for a platform coupon — paid by
 * promotion funding into the salon's receivable. Returns the discount.
 */
export async function applyCoupon(
  tx: Db,
  input: {
    code: string;
    userId: number;
    appointmentId: number;
    salonId: number;
    services: readonly { id: number; priceKurus: number }[];
    now: Date;
  },
): Promise<number> {
  const coupon = await lockCouponByCode(tx, input.code);
  const categories = await couponServices(
    tx,
    input.salonId,
    input.services.map((s) => s.id),
  );
  const categoryOf = new Map(categories.map((c) => [c.id, c.categoryIds]));
  const services: CouponService[] = input.services.map((s) => ({
    priceKurus: s.priceKurus,
    categoryIds: categoryOf.get(s.id) ?? [],
  }));
  const use = {
    now: input.now,
    salonId: input.salonId,
    services,
    totalUses: coupon?.used_count ?? 0,
    userUses: coupon ? await userActiveUses(tx, coupon.id, input.userId) : 0,
    hasEarlierBooking: coupon?.first_booking_only
      ? await hasEarlierBooking(tx, input.userId, input.appointmentId)
      : false,
  };
  const problem = couponProblem(coupon ? ruleOf(coupon) : null, use);
  if (problem || !coupon) throw notApplicable(couponMessage(problem ?? { code: 'not_found' }));
  const discount = couponDiscount(ruleOf(coupon), use);
  if (discount <= 0) throw notApplicable(couponMessage({ code: 'wrong_category' }));
  const funded = coupon.funded_by === 'platform' ? discount : 0;
  await insertRedemption(tx, {
    couponId: coupon.id,
    userId: input.userId,
    appointmentId: input.appointmentId,
    salonId: input.salonId,
    discountKurus: discount,
    fundedKurus: funded,
  });
  await setAppointmentDiscount(tx, input.appointmentId, discount, coupon.code);
  if (funded > 0)
    await postJournal(tx, couponFundingJournal(input.salonId, funded), {
      appointmentId: input.appointmentId,
      reason: `Kupon ${coupon.code}`,
    });
  return discount;
}

/**
 * The booking was cancelled, or its payment failed or expired (ADR 0047): the use is given back to the customer
 * (it no longer counts against any limit) and Salonya's funding goes back to promotion funding. Nothing without a use.
 */
export async function releaseCoupon(tx: Db, appointmentId: number, reason: string): Promise<void> {
  const r = await lockActiveRedemption(tx, appointmentId);
  if (!r) return;
  if (r.funded_kurus > 0)
    await postJournal(tx, couponFundingReversalJournal(r.salon_id, r.funded_kurus), {
      appointmentId,
      reason,
    });
  await releaseRedemption(tx, r.id, r.coupon_id, reason);
}

/** The appointment was completed: Salonya's funding is recognised as the salon's revenue like a payment. */
export async function recogniseCouponFunding(tx: Db, appointmentId: number): Promise<void> {
  const r = await lockActiveRedemption(tx, appointmentId);
  if (!r || r.funded_kurus === 0) return;
  await postJournal(tx, revenueRecognitionJournal(r.salon_id, r.funded_kurus), {
    appointmentId,
    reason: 'Kupon indirimi',
  });
}

export function createCouponsService(deps: { db: Db; now: () => number }) {
  const { db } = deps;
  const clock = () => new Date(deps.now());

  async function fieldsOf(body: CouponBody): Promise<CouponFields> {
    const b = couponBodySchema.parse(body);
    if (b.salon_id !== null && !(await salonExists(db, b.salon_id)))
      throw AppError.field('salon_id', COUPON_MESSAGES.salonNotFound);
    if (b.category_id !== null && !(await categoryExists(db, b.category_id)))
      throw AppError.field('category_id', COUPON_MESSAGES.categoryNotFound);
    return {
      code: b.code,
      title: b.title,
      kind: b.kind,
      value: b.value,
      fundedBy: b.funded_by,
      salonId: b.salon_id,
      categoryId: b.category_id,
      minAmountKurus: b.min_amount_kurus,
      totalLimit: b.total_limit,
      perUserLimit: b.per_user_limit,
      firstBookingOnly: b.first_booking_only,
      isPublic: b.is_public,
      startsAt: istanbulInstant(b.starts_on, 0),
      endsAt: istanbulInstant(addDays(b.ends_on, 1), 0),
    };
  }

  async function mustFind(id: number): Promise<CouponRow> {
    const c = await couponById(db, id);
    if (!c) throw AppError.notFound(COUPON_MESSAGES.notFound);
    return c;
  }

  return {
    /** POST /customer/coupons/validate: the wizard's check before booking (no use is taken). */
    async quote(user: SessionUser, body: ValidateCouponBody): Promise<CouponQuote> {
      const b = validateCouponBodySchema.parse(body);
      const coupon = await couponByCode(db, b.code);
      const found = await couponServices(db, b.salon_id, b.service_ids);
      if (found.length !== new Set(b.service_ids).size)
        throw AppError.field('service_ids', 'Seçilen hizmetlerden biri bu salonda bulunamadı.');
      const use = {
        now: clock(),
        salonId: b.salon_id,
        services: found,
        totalUses: coupon?.used_count ?? 0,
        userUses: coupon ? await userActiveUses(db, coupon.id, user.id) : 0,
        hasEarlierBooking: coupon?.first_booking_only ? await hasEarlierBooking(db, user.id, null) : false,
      };
      const problem = couponProblem(coupon ? ruleOf(coupon) : null, use);
      if (problem || !coupon) throw notApplicable(couponMessage(problem ?? { code: 'not_found' }));
      const total = found.reduce((s, x) => s + x.priceKurus, 0);
      const discount = couponDiscount(ruleOf(coupon), use);
      return {
        code: coupon.code,
        title: coupon.title,
        label: couponLabel(coupon),
        total_kurus: total,
        discount_kurus: discount,
        amount_due_kurus: total - discount,
      };
    },

    /** GET /customer/coupons: public coupons the customer may still use, and their own uses. */
    async customerCoupons(user: SessionUser) {
      const now = clock();
      const [available, uses, used] = await Promise.all([
        publicCoupons(db, now),
        userUsesByCoupon(db, user.id),
        userRedemptions(db, user.id),
      ]);
      return {
        available: available
          .map((c) => customerDto(c, uses.get(c.id) ?? 0))
          .filter((c) => c.uses_left === null || c.uses_left > 0),
        used: used.map((r) => ({
          id: r.id,
          code: r.code,
          title: r.title,
          discount_kurus: r.discount_kurus,
          appointment_id: r.appointment_id,
          salon_name: r.salon_name,
          status: r.status,
          used_at: formatIstanbulIso(r.created_at),
        })),
      };
    },

    // ── Admin ────────────────────────────────────────────────────────────────────────────────────────────
    async list(q: {
      status?: CouponRow['status'] | undefined;
      q?: string | undefined;
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await couponsPage(db, q, {
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return {
        coupons: rows.map(adminDto),
        meta: {
          page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },

    /** POST /admin/coupons with an Idempotency-Key: the same key and body replay the answer. */
    async create(admin: SessionUser, body: CouponBody, key: string): Promise<StoredAnswer> {
      const fields = await fieldsOf(body);
      const hash = sha256(JSON.stringify(couponBodySchema.parse(body)));
      return inTransaction(db, async (tx) => {
        const claim = await claimMoneyKey(tx, admin.id, 'coupon_create', key, hash);
        if (!claim.claimed) {
          if (claim.requestHash !== hash) throw AppError.field('idempotency_key', COUPON_MESSAGES.keyReused);
          if (claim.response) return claim.response;
          throw AppError.conflict('request_in_progress', COUPON_MESSAGES.inProgress);
        }
        const id = await insertCoupon(tx, fields, admin.id);
        if (id === 0) throw AppError.field('code', COUPON_MESSAGES.codeTaken);
        const created = (await couponById(tx, id))!;
        const answer = {
          status: 201,
          body: { success: true, message: COUPON_MESSAGES.created, data: adminDto(created) },
        };
        await storeMoneyAnswer(tx, admin.id, 'coupon_create', key, answer);
        return answer;
      });
    },

    async update(id: number, body: CouponBody) {
      await mustFind(id);
      const fields = await fieldsOf(body);
      return inTransaction(db, async (tx) => {
        const locked = await lockCoupon(tx, id);
        if (!locked) throw AppError.notFound(COUPON_MESSAGES.notFound);
        if (fields.totalLimit !== null && fields.totalLimit < locked.used_count)
          throw AppError.field('total_limit', COUPON_MESSAGES.limitBelowUses(locked.used_count));
        if (!(await updateCoupon(tx, id, fields))) throw AppError.field('code', COUPON_MESSAGES.codeTaken);
        return { message: COUPON_MESSAGES.updated, data: adminDto((await couponById(tx, id))!) };
      });
    },

    async setStatus(id: number, status: CouponRow['status']) {
      await mustFind(id);
      await setCouponStatus(db, id, status);
      return {
        message: status === 'paused' ? COUPON_MESSAGES.paused : COUPON_MESSAGES.resumed,
        data: adminDto(await mustFind(id)),
      };
    },

    async redemptions(id: number, q: { page: number; per_page: number }) {
      const coupon = await mustFind(id);
      const { rows, total } = await redemptionsPage(db, id, {
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return {
        coupon: adminDto(coupon),
        redemptions: rows.map((r) => ({
          id: r.id,
          customer: { id: r.user_id, name: r.user_name, email: r.user_email },
          appointment_id: r.appointment_id,
          salon_name: r.salon_name,
          discount_kurus: r.discount_kurus,
          funded_kurus: r.funded_kurus,
          status: r.status,
          release_reason: r.release_reason,
          used_at: formatIstanbulIso(r.created_at),
        })),
        meta: {
          page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
