import { journalKindValues, accountKindValues } from '@salonya/domain/money/ledger';
import { paymentPurposeValues, paymentStatusValues } from '@salonya/domain/money/payments';
import {
  lateRefundValues,
  REFUND_POLICY_MESSAGES,
  refundDestinationValues,
  refundStatusValues,
  validateRefundPolicy,
} from '@salonya/domain/money/refunds';
import { MAX_BONUS_RULES, WALLET_LIMIT_BOUNDS } from '@salonya/domain/money/wallet-settings';
import { formatTRY } from '@salonya/domain/format/money';
import { z } from 'zod';
import { cancelAppointmentBodySchema } from './booking';
import { calendarDateField } from './dates';
import { successEnvelope } from './envelope';
import { adminPaymentSchema } from './money';

/**
 * Money, part 2 (issue 18 items 4, 6, 7; ADR 0048): refunds, the admin payment detail and export, and the wallet
 * settings. Every amount is integer kuruş.
 */

const hasNoNul = (v: string) => !v.includes('\u0000');
const BODY_ERROR = 'İstek gövdesi bir JSON nesnesi olmalıdır.';

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

// ── Refunds ────────────────────────────────────────────────────────────────────────────────────────────────

export const refundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  appointment_id: z.number().int(),
  status: z.enum(refundStatusValues),
  status_label: z.string(),
  destination: z.enum(refundDestinationValues),
  destination_label: z.string(),
  automatic: z.boolean(),
  cancelled_by: z.string(),
  paid_kurus: z.number().int(),
  /** What the salon's policy gives back (a late cancellation's proposal). */
  proposed_kurus: z.number().int(),
  /** What was decided (null while the request waits). */
  amount_kurus: z.number().int().nullable(),
  card_kurus: z.number().int(),
  wallet_kurus: z.number().int(),
  provider_refund_ref: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** One Turkish sentence of where the refund stands (what the customer reads). */
  summary: z.string(),
  salon: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  starts_at: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundResponseSchema = successEnvelope(refundSchema);
export const refundChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: refundSchema,
});

/** GET /admin/refunds?status&q&page&per_page and GET /customer/refunds?status&page&per_page */
export const refundsQuerySchema = z.object({
  status: z.enum(refundStatusValues, { error: 'İade durumu geçersiz.' }).optional(),
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir.').refine(hasNoNul).optional(),
  appointment_id: z.coerce
    .number({ error: 'Randevu bir sayı olmalıdır.' })
    .int('Randevu geçersiz.')
    .min(1, 'Randevu geçersiz.')
    .max(2_147_483_647, 'Randevu geçersiz.')
    .optional(),
  page: pageField,
  per_page: perPageField,
});
export type RefundsQuery = z.output<typeof refundsQuerySchema>;
export const refundsResponseSchema = successEnvelope(
  z.object({ refunds: z.array(refundSchema), meta: metaSchema }),
);

/** GET /admin/refunds/stats: the sidebar badge of 'İadeler' (refund requests waiting for a decision). */
export const refundStatsSchema = z.object({ requested: z.number().int(), processing: z.number().int() });
export type RefundStats = z.infer<typeof refundStatsSchema>;
export const refundStatsResponseSchema = successEnvelope(refundStatsSchema);

/** POST /admin/refunds/:id/approve (Idempotency-Key): the policy's amount, or another partial amount. */
export const approveRefundBodySchema = z.object(
  {
    amount_kurus: z
      .number({ error: 'İade tutarı bir sayı olmalıdır.' })
      .int('İade tutarı kuruş cinsinden tam sayı olmalıdır.')
      .min(1, 'İade tutarı en az ₺0,01 olabilir.')
      .max(WALLET_LIMIT_BOUNDS.max, `İade tutarı en fazla ${formatTRY(WALLET_LIMIT_BOUNDS.max)} olabilir.`)
      .optional(),
    note: z
      .string({ error: 'Not metin olmalıdır.' })
      .trim()
      .max(500, 'Not en fazla 500 karakter olabilir.')
      .refine(hasNoNul, 'Metin geçersiz bir karakter içeriyor.')
      .optional(),
  },
  { error: BODY_ERROR },
);
export type ApproveRefundBody = z.output<typeof approveRefundBodySchema>;

/** POST /admin/refunds/:id/reject (Idempotency-Key): a reason the customer reads. */
export const rejectRefundBodySchema = z.object(
  {
    reason: z
      .string({ error: 'Ret gerekçesi zorunludur.' })
      .trim()
      .min(5, 'Ret gerekçesi en az 5 karakter olmalıdır.')
      .max(500, 'Ret gerekçesi en fazla 500 karakter olabilir.')
      .refine(hasNoNul, 'Metin geçersiz bir karakter içeriyor.'),
  },
  { error: BODY_ERROR },
);
export type RejectRefundBody = z.output<typeof rejectRefundBodySchema>;

/**
 * POST …/appointments/{id}/cancel as the API reads it: the reason, and for a paid appointment where its refund goes
 * (the wallet when absent). Kept here, not in booking.ts, so public pages do not load it.
 */
export const cancelWithRefundBodySchema = cancelAppointmentBodySchema.extend({
  refund_to: z
    .enum(refundDestinationValues, { error: "İade yeri 'wallet' ya da 'card' olmalıdır." })
    .optional(),
});
export type CancelWithRefundBody = z.infer<typeof cancelWithRefundBodySchema>;

// ── Admin payments: filters, detail, export ───────────────────────────────────────────────────────────────

/** GET /admin/payments and /admin/payments/export: status, purpose, a search text and an Istanbul date range. */
export const adminPaymentsFilterSchema = z.object({
  status: z.enum(paymentStatusValues, { error: 'Durum geçersiz.' }).optional(),
  purpose: z.enum(paymentPurposeValues, { error: 'Ödeme türü geçersiz.' }).optional(),
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir.').refine(hasNoNul).optional(),
  date_from: calendarDateField().optional(),
  date_to: calendarDateField().optional(),
});
export const adminPaymentsListQuerySchema = adminPaymentsFilterSchema.extend({
  page: pageField,
  per_page: perPageField,
});
export type AdminPaymentsListQuery = z.output<typeof adminPaymentsListQuerySchema>;
export type AdminPaymentsFilter = z.output<typeof adminPaymentsFilterSchema>;

export const journalLineSchema = z.object({
  account_key: z.string(),
  account_kind: z.enum(accountKindValues),
  account_label: z.string(),
  amount_kurus: z.number().int(),
});
export const paymentJournalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(journalKindValues),
  kind_label: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  lines: z.array(journalLineSchema),
});
export const adminPaymentDetailSchema = adminPaymentSchema.extend({
  three_ds_label: z.string(),
  captured_at: z.string().nullable(),
  journals: z.array(paymentJournalSchema),
  refund: refundSchema.nullable(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export const adminPaymentDetailResponseSchema = successEnvelope(adminPaymentDetailSchema);

// ── Wallet settings ─────────────────────────────────────────────────────────────────────────────────────────

const limitField = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} kuruş cinsinden tam sayı olmalıdır.`)
    .min(WALLET_LIMIT_BOUNDS.min, `${label} en az ${formatTRY(WALLET_LIMIT_BOUNDS.min)} olabilir.`)
    .max(WALLET_LIMIT_BOUNDS.max, `${label} en fazla ${formatTRY(WALLET_LIMIT_BOUNDS.max)} olabilir.`);

export const bonusRuleSchema = z.object(
  {
    min_top_up_kurus: limitField('Yükleme tutarı'),
    bonus_kurus: limitField('Bonus'),
    active: z.boolean({ error: 'Etkin alanı evet ya da hayır olmalıdır.' }).default(true),
  },
  { error: 'Bonus kuralı bir nesne olmalıdır.' },
);

/** PUT /admin/wallet-settings */
export const walletSettingsBodySchema = z.object(
  {
    top_up_min_kurus: limitField('En düşük yükleme tutarı'),
    top_up_max_kurus: limitField('En yüksek yükleme tutarı'),
    bonus_rules: z
      .array(bonusRuleSchema, { error: 'Bonus kuralları bir liste olmalıdır.' })
      .max(MAX_BONUS_RULES, `En fazla ${String(MAX_BONUS_RULES)} bonus kuralı olabilir.`)
      .default([]),
  },
  { error: BODY_ERROR },
);
export type WalletSettingsBody = z.output<typeof walletSettingsBodySchema>;

export const walletSettingsSchema = z.object({
  top_up_min_kurus: z.number().int(),
  top_up_max_kurus: z.number().int(),
  bonus_rules: z.array(
    z.object({
      id: z.number().int(),
      min_top_up_kurus: z.number().int(),
      bonus_kurus: z.number().int(),
      active: z.boolean(),
    }),
  ),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;
export const walletSettingsResponseSchema = successEnvelope(walletSettingsSchema);
export const walletSettingsSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: walletSettingsSchema,
});

/** The salon's refund policy as an owner reads it (free window in minutes, late refund none or partial). */
export const refundPolicySchema = z.object({
  free_cancellation_minutes: z.number().int(),
  late_refund: z.enum(lateRefundValues),
  late_refund_percent: z.number().int(),
});

/** GET/PUT /salon-owner/salons/:salonId/refund-policy: the policy of one of the owner's salons. */
export const ownerRefundPolicySchema = refundPolicySchema.extend({
  salon_id: z.number().int(),
  /** The customer's words of it (what the cancel dialog says). */
  summary: z.string(),
  updated_at: z.string().nullable(),
});
export type OwnerRefundPolicy = z.infer<typeof ownerRefundPolicySchema>;
export const ownerRefundPolicyResponseSchema = successEnvelope(ownerRefundPolicySchema);
export const ownerRefundPolicySavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownerRefundPolicySchema,
});

/** PUT /salon-owner/salons/:salonId/refund-policy: the whole policy replaces the stored one. */
export const refundPolicyBodySchema = z
  .object(
    {
      free_cancellation_minutes: z
        .number({ error: REFUND_POLICY_MESSAGES.freeWindowWhole })
        .int({ error: REFUND_POLICY_MESSAGES.freeWindowWhole }),
      late_refund: z.enum(lateRefundValues, { error: REFUND_POLICY_MESSAGES.lateRefund }),
      late_refund_percent: z
        .number({ error: REFUND_POLICY_MESSAGES.percentWhole })
        .int({ error: REFUND_POLICY_MESSAGES.percentWhole }),
    },
    { error: BODY_ERROR },
  )
  .superRefine((value, ctx) => {
    // The ranges and the cross-field rule, with the same messages as the API's service.
    for (const [field, messages] of Object.entries(validateRefundPolicy(value))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type RefundPolicyBody = z.infer<typeof refundPolicyBodySchema>;

/**
 * GET /customer/appointments/:id/refund-preview: what cancelling now would give back, by the salon's policy and the
 * same rule the cancellation applies (`refundDecision`). `kind` is `none` when nothing was paid online.
 */
export const refundPreviewSchema = z.object({
  kind: z.enum(['automatic', 'review', 'none']),
  paid_kurus: z.number().int(),
  /** Automatic: what goes back now; review: the policy's proposal; none: 0. */
  amount_kurus: z.number().int(),
  /** One Turkish sentence of it (null when nothing was paid online). */
  text: z.string().nullable(),
  policy: refundPolicySchema,
  policy_summary: z.string(),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;
export const refundPreviewResponseSchema = successEnvelope(refundPreviewSchema);

/**
 * GET /salon-owner/appointments/{id}/refund-preview and /admin/appointments/{id}/refund-preview: what the salon's or
 * an administrator's cancellation would give back now (everything, by the rule, ADR 0048) and where: the card part of
 * a card payment to the card, a wallet payment to the wallet. `kind` is `none` (and `text` null) when nothing was
 * paid online, e.g. an appointment paid at the salon.
 */
export const cancelRefundPreviewSchema = z.object({
  kind: z.enum(['automatic', 'review', 'none']),
  paid_kurus: z.number().int(),
  /** What goes back at once (automatic) or the proposal an administrator decides (review); none: 0. */
  amount_kurus: z.number().int(),
  card_kurus: z.number().int(),
  wallet_kurus: z.number().int(),
  /** 'Müşteriye ₺450 karta iade edilecek. …' (null when nothing was paid online). */
  text: z.string().nullable(),
});
export type CancelRefundPreview = z.infer<typeof cancelRefundPreviewSchema>;
export const cancelRefundPreviewResponseSchema = successEnvelope(cancelRefundPreviewSchema);
