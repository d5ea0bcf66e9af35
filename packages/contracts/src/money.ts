import { journalKindValues } from '@salonya/domain/money/ledger';
import { ADJUSTMENT_MAX_KURUS, WALLET_LIMIT_BOUNDS } from '@salonya/domain/money/journals';
import { paymentPurposeValues, paymentStatusValues } from '@salonya/domain/money/payments';
import { BIN_LENGTH, MAX_INSTALLMENTS } from '@salonya/domain/money/installments';
import { formatTRY } from '@salonya/domain/format/money';
import { z } from 'zod';
import { calendarDateField } from './dates';
import { successEnvelope, successEnvelopeWithMessage } from './envelope';

/**
 * Money, part 1 (issue 18, ADR 0041 and 0042): the wallet, card payments with 3-D Secure and the administrators'
 * wallet tools. Every amount is integer kuruş.
 */

const hasNoNul = (v: string) => !v.includes('\u0000');

/** Card details as typed in the payment form; they go to the provider and are never stored (only the last 4). */
export const cardInputSchema = z.object(
  {
    number: z
      .string({ error: 'Kart numarası zorunludur.' })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Kart numarası 12–19 rakam olmalıdır.')),
    holder_name: z
      .string({ error: 'Kart üzerindeki isim zorunludur.' })
      .trim()
      .min(3, 'Kart üzerindeki ismi yazın.')
      .max(60, 'Kart üzerindeki isim en fazla 60 karakter olabilir.')
      .refine(hasNoNul, 'Metin geçersiz bir karakter içeriyor.'),
    expiry_month: z.coerce
      .number({ error: 'Son kullanma ayı bir sayı olmalıdır.' })
      .int('Son kullanma ayı tam sayı olmalıdır.')
      .min(1, 'Son kullanma ayı 1–12 arasında olmalıdır.')
      .max(12, 'Son kullanma ayı 1–12 arasında olmalıdır.'),
    expiry_year: z.coerce
      .number({ error: 'Son kullanma yılı bir sayı olmalıdır.' })
      .int('Son kullanma yılı tam sayı olmalıdır.')
      .min(2000, 'Son kullanma yılını dört haneli yazın.')
      .max(2100, 'Son kullanma yılı geçersiz.'),
    cvc: z
      .string({ error: 'Güvenlik kodu zorunludur.' })
      .regex(/^\d{3,4}$/, 'Güvenlik kodu 3 ya da 4 rakam olmalıdır.'),
    /** Instalments (ADR 0049): how many (1 = a single payment, the default) … */
    installment_count: z
      .number({ error: 'Taksit sayısı bir sayı olmalıdır.' })
      .int('Taksit sayısı tam sayı olmalıdır.')
      .min(1, 'Taksit sayısı en az 1 olabilir.')
      .max(MAX_INSTALLMENTS, `Taksit sayısı en fazla ${String(MAX_INSTALLMENTS)} olabilir.`)
      .optional(),
    /** … and the total the payment step showed for them (kuruş): the card is charged exactly this or nothing. */
    installment_total_kurus: z
      .number({ error: 'Taksitli toplam tutar bir sayı olmalıdır.' })
      .int('Taksitli toplam tutar kuruş cinsinden tam sayı olmalıdır.')
      .min(1, 'Taksitli toplam tutar geçersiz.')
      .max(100_000_000, 'Taksitli toplam tutar geçersiz.')
      .optional(),
  },
  { error: 'Kart bilgileri zorunludur.' },
);
export type CardInput = z.input<typeof cardInputSchema>;

const kurusAmount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} kuruş cinsinden tam sayı olmalıdır.`)
    .min(min, `${label} en az ${formatTRY(min)} olabilir.`)
    .max(max, `${label} en fazla ${formatTRY(max)} olabilir.`);

/**
 * POST /customer/wallet/top-ups (Idempotency-Key). The amount's shape is checked here; the limits an administrator
 * set (/admin#wallet-settings, ADR 0048) are checked by the API with a Turkish message on amount_kurus.
 */
export const topUpBodySchema = z.object(
  {
    amount_kurus: kurusAmount('Yükleme tutarı', WALLET_LIMIT_BOUNDS.min, WALLET_LIMIT_BOUNDS.max),
    card: cardInputSchema,
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type TopUpBody = z.input<typeof topUpBodySchema>;

/** The answer of a payment request: captured, waiting for 3-D Secure (go to redirect_url) or failed. */
export const paymentResultSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(paymentPurposeValues),
  status: z.enum(paymentStatusValues),
  status_label: z.string(),
  amount_kurus: z.number().int(),
  card_kurus: z.number().int(),
  wallet_kurus: z.number().int(),
  card_last4: z.string().nullable(),
  /** Instalments of the card part (1 = a single payment) and what the card is charged in all (ADR 0049). */
  installment_count: z.number().int(),
  card_charged_kurus: z.number().int(),
  /** The 3-D Secure page to open (test mode: the app's own page), while status is requires_action. */
  redirect_url: z.string().nullable(),
  failure_message: z.string().nullable(),
  appointment_id: z.number().int().nullable(),
  salon_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export const paymentResultResponseSchema = successEnvelope(paymentResultSchema);
/** POST /customer/wallet/top-ups: the wallet page shows the message, which the API always sends. */
export const topUpResponseSchema = successEnvelopeWithMessage(paymentResultSchema);

/** GET /payments/installments?bin=&amount_kurus= : the instalment options of a card for an amount (ADR 0049). */
export const installmentsQuerySchema = z.object({
  bin: z
    .string({ error: 'Kart numarasının ilk hanelerini girin.' })
    .transform((v) => v.replace(/[\s-]/g, '').slice(0, BIN_LENGTH))
    .pipe(z.string().regex(/^\d{6,8}$/, 'Kart numarasının ilk 6–8 hanesini girin.')),
  amount_kurus: z.coerce
    .number({ error: 'Tutar bir sayı olmalıdır.' })
    .int('Tutar kuruş cinsinden tam sayı olmalıdır.')
    .min(100, `Tutar en az ${formatTRY(100)} olabilir.`)
    .max(100_000_000, `Tutar en fazla ${formatTRY(100_000_000)} olabilir.`),
});
export type InstallmentsQuery = z.infer<typeof installmentsQuerySchema>;

export const installmentOptionSchema = z.object({
  count: z.number().int(),
  /** 'Tek çekim' or '3 taksit'. */
  label: z.string(),
  per_installment_kurus: z.number().int(),
  total_kurus: z.number().int(),
});
export type InstallmentOptionDto = z.infer<typeof installmentOptionSchema>;
export const installmentsResponseSchema = successEnvelope(
  z.object({ amount_kurus: z.number().int(), options: z.array(installmentOptionSchema) }),
);

export const walletTransactionTypeValues = journalKindValues;

export const walletTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(journalKindValues),
  type_label: z.string(),
  /** Into the wallet (positive) or out of it (negative). */
  amount_kurus: z.number().int(),
  balance_after_kurus: z.number().int(),
  description: z.string(),
  payment_id: z.number().int().nullable(),
  appointment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletSummarySchema = z.object({
  user_id: z.number().int(),
  balance_kurus: z.number().int(),
  currency: z.literal('TRY'),
  top_up_min_kurus: z.number().int(),
  top_up_max_kurus: z.number().int(),
  /**
   * Active bonus rules (ADR 0048): a top-up of at least min_top_up_kurus gets bonus_kurus (the largest that fits).
   * Always sent by the API; optional so that readers written before the rules need no change.
   */
  bonus_rules: z
    .array(z.object({ min_top_up_kurus: z.number().int(), bonus_kurus: z.number().int() }))
    .optional(),
  /** The test provider is in use: the UI says so and lists the test cards. */
  test_mode: z.boolean(),
  test_cards: z.array(z.object({ number: z.string(), label: z.string() })),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;
export const walletSummaryResponseSchema = successEnvelope(walletSummarySchema);

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

/** GET /customer/wallet/transactions?type&direction&date_from&date_to&page&per_page */
export const walletTransactionsQuerySchema = z.object({
  type: z.enum(journalKindValues, { error: 'İşlem türü geçersiz.' }).optional(),
  direction: z.enum(['in', 'out'], { error: "Yön 'in' ya da 'out' olmalıdır." }).optional(),
  date_from: calendarDateField().optional(),
  date_to: calendarDateField().optional(),
  page: pageField,
  per_page: perPageField,
});
export type WalletTransactionsQuery = z.output<typeof walletTransactionsQuerySchema>;

export const walletTransactionsSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export const walletTransactionsResponseSchema = successEnvelope(walletTransactionsSchema);

// ── 3-D Secure (test provider) ───────────────────────────────────────────────────────────────────────────────

export const challengeTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Doğrulama bağlantısı geçersiz.');

/** GET /payments/test-bank/challenges/:token: what the test bank's 3-D Secure page shows. */
export const testChallengeSchema = z.object({
  merchant: z.string(),
  amount_kurus: z.number().int(),
  card_last4: z.string(),
  status: z.enum(['open', 'closed']),
});
export const testChallengeResponseSchema = successEnvelope(testChallengeSchema);

/** POST /payments/test-bank/challenges/:token: the customer's answer on the bank page. */
export const testChallengeAnswerBodySchema = z.object(
  { decision: z.enum(['approve', 'reject'], { error: "Karar 'approve' ya da 'reject' olmalıdır." }) },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);

/** The bank's signed result the browser hands to the callback (HMAC-SHA256 of `${token}.${result}`). */
export const threeDsCallbackBodySchema = z.object(
  {
    token: challengeTokenField,
    result: z.enum(['authenticated', 'rejected'], { error: 'Doğrulama sonucu geçersiz.' }),
    signature: z.string().regex(/^[a-f0-9]{64}$/, 'İmza geçersiz.'),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type ThreeDsCallbackBody = z.infer<typeof threeDsCallbackBodySchema>;
export const testChallengeAnswerResponseSchema = successEnvelope(threeDsCallbackBodySchema);
/** POST /payments/callbacks/3ds: the payment's result and the page the browser goes back to. */
export const threeDsCallbackResponseSchema = successEnvelope(
  paymentResultSchema.extend({ return_path: z.string() }),
);
export type ThreeDsCallbackResult = z.infer<typeof threeDsCallbackResponseSchema>['data'];

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────────

const userIdField = z.coerce
  .number({ error: 'Kullanıcı bir sayı olmalıdır.' })
  .int('Kullanıcı geçersiz.')
  .min(1, 'Kullanıcı geçersiz.')
  .max(2_147_483_647, 'Kullanıcı geçersiz.');

/** GET /admin/wallets?user_id= or ?email= : one customer's wallet. */
export const adminWalletQuerySchema = z
  .object({
    user_id: userIdField.optional(),
    email: z.string().trim().max(254, 'E-posta en fazla 254 karakter olabilir.').refine(hasNoNul).optional(),
    page: pageField,
    per_page: perPageField,
  })
  .refine((q) => q.user_id !== undefined || (q.email !== undefined && q.email !== ''), {
    message: 'Bir kullanıcı numarası ya da e-posta adresi girin.',
    path: ['email'],
  });

export const adminWalletSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  balance_kurus: z.number().int(),
  transactions: walletTransactionsSchema,
});
export const adminWalletResponseSchema = successEnvelope(adminWalletSchema);

/** POST /admin/wallets/adjustments (Idempotency-Key): credit (positive) or debit (negative) by hand. */
export const walletAdjustmentBodySchema = z.object(
  {
    user_id: userIdField,
    amount_kurus: z
      .number({ error: 'Tutar bir sayı olmalıdır.' })
      .int('Tutar kuruş cinsinden tam sayı olmalıdır.')
      .min(-ADJUSTMENT_MAX_KURUS, `Tutar en az -${formatTRY(ADJUSTMENT_MAX_KURUS)} olabilir.`)
      .max(ADJUSTMENT_MAX_KURUS, `Tutar en fazla ${formatTRY(ADJUSTMENT_MAX_KURUS)} olabilir.`)
      .refine((n) => n !== 0, 'Tutar sıfır olamaz.'),
    reason: z
      .string({ error: 'Gerekçe zorunludur.' })
      .trim()
      .min(5, 'Gerekçe en az 5 karakter olmalıdır.')
      .max(500, 'Gerekçe en fazla 500 karakter olabilir.')
      .refine(hasNoNul, 'Metin geçersiz bir karakter içeriyor.'),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type WalletAdjustmentBody = z.input<typeof walletAdjustmentBodySchema>;
/** The admin wallet screen shows the message, which the API always sends (MONEY_MESSAGES.adjusted). */
export const walletAdjustmentResponseSchema = successEnvelopeWithMessage(
  z.object({ user_id: z.number().int(), balance_kurus: z.number().int(), journal_id: z.number().int() }),
);

/** GET /admin/payments?status&purpose&page&per_page */
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(paymentStatusValues, { error: 'Durum geçersiz.' }).optional(),
  purpose: z.enum(paymentPurposeValues, { error: 'Ödeme türü geçersiz.' }).optional(),
  page: pageField,
  per_page: perPageField,
});
export const adminPaymentSchema = paymentResultSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  three_ds: z.string(),
});
export const adminPaymentsResponseSchema = successEnvelope(
  z.object({
    payments: z.array(adminPaymentSchema),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  }),
);
