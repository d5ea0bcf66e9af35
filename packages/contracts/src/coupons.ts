import {
  COUPON_CODE_PATTERN,
  COUPON_FIXED_MAX_KURUS,
  COUPON_PERCENT_MAX,
  couponFunderValues,
  couponKindValues,
  couponStatusValues,
  normaliseCouponCode,
  redemptionStatusValues,
} from '@salonya/domain/money/coupons';
import { formatTRY } from '@salonya/domain/format/money';
import { z } from 'zod';
import { calendarDateField } from './dates';
import { successEnvelope } from './envelope';

/** Coupons (issue 18 item 5, ADR 0047): the customer's list, the payment step's check, the admin section. */

const hasNoNul = (v: string) => !v.includes('\u0000');

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(1, `${label} geçersiz.`)
    .max(2_147_483_647, `${label} geçersiz.`);

/** What a customer types: spaces and case do not matter ('yaz 10' is YAZ10). */
export const couponCodeField = z
  .string({ error: 'Kupon kodu metin olmalıdır.' })
  .max(60, 'Kupon kodu en fazla 40 karakter olabilir.')
  .transform(normaliseCouponCode)
  .pipe(
    z
      .string()
      .min(1, 'Kupon kodunu yazın.')
      .max(40, 'Kupon kodu en fazla 40 karakter olabilir.')
      .regex(/^[A-Z0-9_-]+$/, 'Kupon kodu yalnızca harf, rakam, - ve _ içerebilir.'),
  );

/** POST /customer/coupons/validate: does the code apply to these services at this salon, and for how much? */
export const validateCouponBodySchema = z.object(
  {
    code: couponCodeField,
    salon_id: id('Salon'),
    service_ids: z
      .array(id('Hizmet'), { error: 'En az bir hizmet seçin.' })
      .min(1, 'En az bir hizmet seçin.')
      .max(10, 'En fazla 10 hizmet seçebilirsiniz.'),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type ValidateCouponBody = z.input<typeof validateCouponBodySchema>;

export const couponQuoteSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** '%10 indirim', '₺50 indirim'. */
  label: z.string(),
  total_kurus: z.number().int(),
  discount_kurus: z.number().int(),
  /** What the customer pays: total less the discount. */
  amount_due_kurus: z.number().int(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
export const couponQuoteResponseSchema = successEnvelope(couponQuoteSchema);

const scopeSchema = z.object({ id: z.number().int(), name: z.string() });

/** A coupon as the customer sees it (/musteri/kuponlar). */
export const customerCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  label: z.string(),
  kind: z.enum(couponKindValues),
  value: z.number().int(),
  min_amount_kurus: z.number().int(),
  first_booking_only: z.boolean(),
  salon: scopeSchema.nullable(),
  category: scopeSchema.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** How many more times this customer may use it (null: no per-customer limit). */
  uses_left: z.number().int().nullable(),
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;

export const usedCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  discount_kurus: z.number().int(),
  appointment_id: z.number().int(),
  salon_name: z.string(),
  /** released: the booking was cancelled or not paid, the use was given back. */
  status: z.enum(redemptionStatusValues),
  used_at: z.string(),
});
export type UsedCoupon = z.infer<typeof usedCouponSchema>;

export const customerCouponsSchema = z.object({
  available: z.array(customerCouponSchema),
  used: z.array(usedCouponSchema),
});
export const customerCouponsResponseSchema = successEnvelope(customerCouponsSchema);

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────────

const optionalLimit = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(1, `${label} en az 1 olmalıdır.`)
    .max(1_000_000, `${label} en fazla 1.000.000 olabilir.`)
    .nullable()
    .default(null);

/** POST /admin/coupons (Idempotency-Key) and PUT /admin/coupons/:id. Dates are Istanbul days, both inclusive. */
export const couponBodySchema = z
  .object(
    {
      code: z
        .string({ error: 'Kupon kodu zorunludur.' })
        .transform(normaliseCouponCode)
        .pipe(
          z
            .string()
            .regex(
              COUPON_CODE_PATTERN,
              'Kupon kodu 3–40 karakter olmalı; yalnızca harf, rakam, - ve _ içerebilir.',
            ),
        ),
      title: z
        .string({ error: 'Kupon adı zorunludur.' })
        .trim()
        .min(3, 'Kupon adı en az 3 karakter olmalıdır.')
        .max(120, 'Kupon adı en fazla 120 karakter olabilir.')
        .refine(hasNoNul, 'Metin geçersiz bir karakter içeriyor.'),
      kind: z.enum(couponKindValues, { error: "İndirim türü 'percent' ya da 'fixed' olmalıdır." }),
      /** Percent (1–100) or kuruş. */
      value: z
        .number({ error: 'İndirim bir sayı olmalıdır.' })
        .int('İndirim tam sayı olmalıdır.')
        .min(1, 'İndirim en az 1 olmalıdır.')
        .max(COUPON_FIXED_MAX_KURUS, `İndirim en fazla ${formatTRY(COUPON_FIXED_MAX_KURUS)} olabilir.`),
      funded_by: z.enum(couponFunderValues, {
        error: "Kuponu karşılayan 'platform' ya da 'salon' olmalıdır.",
      }),
      salon_id: id('Salon').nullable().default(null),
      category_id: id('Kategori').nullable().default(null),
      min_amount_kurus: z
        .number({ error: 'En az tutar bir sayı olmalıdır.' })
        .int('En az tutar kuruş cinsinden tam sayı olmalıdır.')
        .min(0, 'En az tutar eksi olamaz.')
        .max(100_000_000, 'En az tutar çok büyük.')
        .default(0),
      total_limit: optionalLimit('Toplam kullanım hakkı'),
      per_user_limit: optionalLimit('Kişi başı kullanım hakkı'),
      first_booking_only: z
        .boolean({ error: 'İlk randevu seçeneği evet ya da hayır olmalıdır.' })
        .default(false),
      is_public: z.boolean({ error: 'Listeleme seçeneği evet ya da hayır olmalıdır.' }).default(true),
      starts_on: calendarDateField({ required: 'Başlangıç tarihi zorunludur.' }),
      ends_on: calendarDateField({ required: 'Bitiş tarihi zorunludur.' }),
    },
    { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
  )
  .superRefine((b, ctx) => {
    if (b.kind === 'percent' && b.value > COUPON_PERCENT_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Yüzde indirim 1 ile 100 arasında olmalıdır.',
      });
    if (b.funded_by === 'salon' && b.salon_id === null)
      ctx.addIssue({ code: 'custom', path: ['salon_id'], message: 'Salon kuponu için salonu seçin.' });
    if (b.ends_on < b.starts_on)
      ctx.addIssue({
        code: 'custom',
        path: ['ends_on'],
        message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
      });
  });
export type CouponBody = z.input<typeof couponBodySchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  label: z.string(),
  kind: z.enum(couponKindValues),
  value: z.number().int(),
  funded_by: z.enum(couponFunderValues),
  salon: scopeSchema.nullable(),
  category: scopeSchema.nullable(),
  min_amount_kurus: z.number().int(),
  total_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  first_booking_only: z.boolean(),
  is_public: z.boolean(),
  status: z.enum(couponStatusValues),
  starts_on: z.string(),
  ends_on: z.string(),
  used_count: z.number().int(),
  discount_total_kurus: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponResponseSchema = successEnvelope(adminCouponSchema);

const pageField = z.coerce
  .number({ error: 'Sayfa bir sayı olmalıdır.' })
  .int('Sayfa tam sayı olmalıdır.')
  .min(1, 'Sayfa en az 1 olabilir.')
  .max(100_000, 'Sayfa çok büyük.')
  .default(1);
const perPageField = z.coerce
  .number({ error: 'Sayfa boyutu bir sayı olmalıdır.' })
  .int('Sayfa boyutu tam sayı olmalıdır.')
  .min(1, 'Sayfa boyutu en az 1 olabilir.')
  .max(100, 'Sayfa boyutu en fazla 100 olabilir.')
  .default(20);
const metaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** GET /admin/coupons?status&q&page&per_page */
export const adminCouponsQuerySchema = z.object({
  status: z.enum(couponStatusValues, { error: 'Durum geçersiz.' }).optional(),
  q: z.string().trim().max(40, 'Arama en fazla 40 karakter olabilir.').refine(hasNoNul).optional(),
  page: pageField,
  per_page: perPageField,
});
export const adminCouponsResponseSchema = successEnvelope(
  z.object({ coupons: z.array(adminCouponSchema), meta: metaSchema }),
);

/** GET /admin/coupons/:id/redemptions: who used it, on which booking, for how much. */
export const adminRedemptionsQuerySchema = z.object({ page: pageField, per_page: perPageField });
export const adminRedemptionSchema = z.object({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  appointment_id: z.number().int(),
  salon_name: z.string(),
  discount_kurus: z.number().int(),
  funded_kurus: z.number().int(),
  status: z.enum(redemptionStatusValues),
  release_reason: z.string().nullable(),
  used_at: z.string(),
});
export const adminRedemptionsResponseSchema = successEnvelope(
  z.object({ coupon: adminCouponSchema, redemptions: z.array(adminRedemptionSchema), meta: metaSchema }),
);
