import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyField } from '@salonya/contracts/booking';
import { errorEnvelopeSchema, errorResponses, fileResponse } from '@salonya/contracts/envelope';
import {
  adminPaymentDetailResponseSchema,
  adminPaymentsFilterSchema,
  adminPaymentsListQuerySchema,
  approveRefundBodySchema,
  refundChangeResponseSchema,
  refundResponseSchema,
  refundsQuerySchema,
  refundsResponseSchema,
  rejectRefundBodySchema,
  walletSettingsBodySchema,
  walletSettingsResponseSchema,
  walletSettingsSavedResponseSchema,
} from '@salonya/contracts/refunds';
import { WALLET_SETTINGS_MESSAGES } from '@salonya/domain/money/wallet-settings';
import { REFUND_MESSAGES } from '@salonya/domain/money/refunds';
import {
  adminPaymentsResponseSchema,
  adminWalletQuerySchema,
  adminWalletResponseSchema,
  challengeTokenField,
  installmentsQuerySchema,
  installmentsResponseSchema,
  topUpResponseSchema,
  testChallengeAnswerBodySchema,
  testChallengeAnswerResponseSchema,
  testChallengeResponseSchema,
  threeDsCallbackBodySchema,
  threeDsCallbackResponseSchema,
  topUpBodySchema,
  walletAdjustmentBodySchema,
  walletAdjustmentResponseSchema,
  walletSummaryResponseSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@salonya/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { MONEY_MESSAGES, type PaymentsService } from './payments.service';
import { testBankSigner } from './providers/test-provider';

/** The fields iyzico's 3-D Secure callback posts (form-encoded) to our callbackUrl (ADR 0049). */
const iyzicoCallbackBodySchema = z.object(
  {
    status: z.string().max(20),
    paymentId: z.string().max(100),
    conversationId: z.string().max(100),
    conversationData: z.string().max(10_000).optional(),
    mdStatus: z.string().max(4),
    signature: z.string().max(200),
  },
  { error: 'Banka yanıtı eksik ya da geçersiz.' },
);

/** The bank's page is iyzico's HTML: it may run its own inline script and post its form to the bank. */
const BANK_PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: data:; " +
  "form-action https: 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The Idempotency-Key header of a money-moving POST, or 422 (the booking POST's rule). */

/**
 * Where the bank's callback sends the browser: the return path with `?odeme=<status>`; a booking that was not paid
 * also names its appointment (`&randevu=<id>`), so the payment step can say why (the payment's failure message).
 */
export function returnUrl(settled: {
  return_path: string;
  status: string;
  purpose: string;
  appointment_id: number | null;
}): string {
  const query = new URLSearchParams({ odeme: settled.status });
  if (settled.purpose === 'booking' && settled.status !== 'captured' && settled.appointment_id !== null)
    query.set('randevu', String(settled.appointment_id));
  return `${settled.return_path}?${query.toString()}`;
}

export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = idempotencyKeyField.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!key.success)
    throw AppError.field('idempotency_key', key.error.issues[0]?.message ?? 'Idempotency-Key geçersiz.');
  return key.data;
}

const tokenParams = z.object({ token: z.string().max(100) });
const idParams = z.object({ id: z.string().max(20) });

/** A path id: a positive integer, or the object does not exist (404 with `message`). */
function idOf(raw: string, message: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw AppError.notFound(message);
  return id;
}
function tokenOf(raw: string): string {
  const parsed = challengeTokenField.safeParse(raw);
  if (!parsed.success) throw AppError.notFound(MONEY_MESSAGES.challengeNotFound);
  return parsed.data;
}

/** Wallet, top-ups, 3-D Secure callbacks and the admin wallet and payments (issue 18, ADR 0041/0042). */
export const moneyRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; appKey: string }> = async (
  app,
  { payments, appKey },
) => {
  // ── Customer ────────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/customer/wallet',
    {
      config: { policy: policy.can('wallet.view', 'customer') },
      schema: { response: { 200: walletSummaryResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await payments.walletSummary(requireSession(request).user.id),
    }),
  );

  app.get(
    '/customer/wallet/transactions',
    {
      config: { policy: policy.can('wallet.view', 'customer') },
      schema: {
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.walletTransactions(requireSession(request).user.id, request.query),
    }),
  );

  app.post(
    '/customer/wallet/top-ups',
    {
      config: { policy: policy.can('wallet.top_up') },
      schema: { body: topUpBodySchema, response: { 201: topUpResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const key = idempotencyKeyOf(request);
      const answer = await payments.topUp({ user, ip: request.ip }, request.body, key);
      if (answer.status !== 201)
        return reply.status(answer.status).send(errorEnvelopeSchema.parse(answer.body));
      return reply.status(201).send(topUpResponseSchema.parse(answer.body));
    },
  );

  // ── Instalments of a card in the payment step (ADR 0049) ───────────────────────────────────────────────────
  app.get(
    '/payments/installments',
    {
      config: { policy: policy.can('payment.installments') },
      schema: {
        querystring: installmentsQuerySchema,
        response: { 200: installmentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.installments(request.query.bin, request.query.amount_kurus),
    }),
  );

  // ── iyzico: its bank page (served by the app) and its callback (form post of the customer's browser) ────────
  if (payments.provider.name === 'iyzico') {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())),
        );
      },
    );

    app.get(
      '/payments/iyzico/3ds/:token',
      {
        config: { policy: policy.public() },
        schema: {
          params: tokenParams,
          response: {
            200: fileResponse('text/html', "iyzico's 3-D Secure page (the bank's form, sent on at once)."),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const html = await payments.challengePage(tokenOf(request.params.token));
        return reply
          .header('content-security-policy', BANK_PAGE_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    app.post(
      '/payments/callbacks/iyzico/:token',
      {
        config: { policy: policy.public() },
        schema: {
          params: tokenParams,
          body: iyzicoCallbackBodySchema,
          response: {
            303: fileResponse(
              'text/plain',
              'Back to the app: the appointment, the wallet or the payment step.',
            ),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const settled = await payments.callback({
          token: tokenOf(request.params.token),
          result: b.status === 'success' && b.mdStatus === '1' ? 'authenticated' : 'rejected',
          signature: b.signature,
          fields: {
            status: b.status,
            paymentId: b.paymentId,
            conversationId: b.conversationId,
            conversationData: b.conversationData ?? '',
            mdStatus: b.mdStatus,
          },
        });
        return reply.redirect(returnUrl(settled), 303);
      },
    );
  }

  // ── 3-D Secure: the test bank's page and the provider callback (public: the token and the HMAC decide) ──────
  if (payments.provider.name === 'test') {
    const sign = testBankSigner(appKey);
    app.get(
      '/payments/test-bank/challenges/:token',
      {
        config: { policy: policy.public() },
        schema: { params: tokenParams, response: { 200: testChallengeResponseSchema, ...errorResponses } },
      },
      async (request) => ({
        success: true as const,
        data: await payments.challenge(tokenOf(request.params.token)),
      }),
    );

    app.post(
      '/payments/test-bank/challenges/:token',
      {
        config: { policy: policy.public() },
        schema: {
          params: tokenParams,
          body: testChallengeAnswerBodySchema,
          response: { 200: testChallengeAnswerResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const token = tokenOf(request.params.token);
        const challenge = await payments.challenge(token);
        if (challenge.status !== 'open')
          throw AppError.conflict('challenge_closed', 'Bu doğrulama zaten yanıtlandı.');
        const result =
          request.body.decision === 'approve' ? ('authenticated' as const) : ('rejected' as const);
        return { success: true as const, data: { token, result, signature: sign(token, result) } };
      },
    );
  }

  app.post(
    '/payments/callbacks/3ds',
    {
      config: { policy: policy.public() },
      schema: {
        body: threeDsCallbackBodySchema,
        response: { 200: threeDsCallbackResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await payments.callback(request.body) }),
  );

  // ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/admin/wallets',
    {
      config: { policy: policy.can('wallet.view', 'admin') },
      schema: {
        querystring: adminWalletQuerySchema,
        response: { 200: adminWalletResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await payments.adminWallet(request.query) }),
  );

  app.post(
    '/admin/wallets/adjustments',
    {
      config: { policy: policy.can('admin.wallet.adjust') },
      schema: {
        body: walletAdjustmentBodySchema,
        response: { 201: walletAdjustmentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const key = idempotencyKeyOf(request);
      request.audit = { action: 'wallet.adjust', entityType: 'wallet', entityId: request.body.user_id };
      const answer = await payments.adjust(user, request.body, key);
      return reply.status(answer.status).send(walletAdjustmentResponseSchema.parse(answer.body));
    },
  );

  app.get(
    '/admin/payments',
    {
      config: { policy: policy.can('payment.view', 'admin') },
      schema: {
        querystring: adminPaymentsListQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await payments.adminPayments(request.query) }),
  );

  // ── Money, part 2 (issue 18 items 4, 6, 7; ADR 0048) ─────────────────────────────────────────────────────
  app.get(
    '/admin/payments/export',
    {
      config: { policy: policy.can('payment.view', 'admin') },
      schema: {
        querystring: adminPaymentsFilterSchema,
        response: {
          200: fileResponse('text/csv', 'The filtered payments as CSV (";" separated, UTF-8 with BOM).'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const csv = await payments.adminPaymentsCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="salonya-odemeler.csv"')
        .send(csv);
    },
  );

  app.get(
    '/admin/payments/:id',
    {
      config: { policy: policy.can('payment.view', 'admin') },
      schema: { params: idParams, response: { 200: adminPaymentDetailResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await payments.adminPayment(idOf(request.params.id, MONEY_MESSAGES.paymentNotFound)),
    }),
  );

  app.get(
    '/customer/refunds',
    {
      config: { policy: policy.can('payment.view', 'customer') },
      schema: {
        querystring: refundsQuerySchema,
        response: { 200: refundsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.refunds.customerList(requireSession(request).user.id, request.query),
    }),
  );

  app.get(
    '/customer/refunds/:id',
    {
      config: { policy: policy.can('payment.view', 'customer') },
      schema: { params: idParams, response: { 200: refundResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await payments.refunds.customerRefund(
        requireSession(request).user.id,
        idOf(request.params.id, REFUND_MESSAGES.notFound),
      ),
    }),
  );

  app.get(
    '/admin/refunds',
    {
      config: { policy: policy.can('payment.view', 'admin') },
      schema: {
        querystring: refundsQuerySchema,
        response: { 200: refundsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await payments.refunds.adminList(request.query) }),
  );

  app.post(
    '/admin/refunds/:id/approve',
    {
      config: { policy: policy.can('admin.refund.decide') },
      schema: {
        params: idParams,
        body: approveRefundBodySchema,
        response: { 200: refundChangeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const id = idOf(request.params.id, REFUND_MESSAGES.notFound);
      const key = idempotencyKeyOf(request);
      request.audit = { action: 'refund.approve', entityType: 'refund', entityId: id };
      const answer = await payments.refunds.approve(user.id, id, request.body, key);
      return reply.status(answer.status).send(refundChangeResponseSchema.parse(answer.body));
    },
  );

  app.post(
    '/admin/refunds/:id/reject',
    {
      config: { policy: policy.can('admin.refund.decide') },
      schema: {
        params: idParams,
        body: rejectRefundBodySchema,
        response: { 200: refundChangeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const id = idOf(request.params.id, REFUND_MESSAGES.notFound);
      const key = idempotencyKeyOf(request);
      request.audit = { action: 'refund.reject', entityType: 'refund', entityId: id };
      const answer = await payments.refunds.reject(user.id, id, request.body, key);
      return reply.status(answer.status).send(refundChangeResponseSchema.parse(answer.body));
    },
  );

  app.get(
    '/admin/wallet-settings',
    {
      config: { policy: policy.can('admin.wallet_settings.manage') },
      schema: { response: { 200: walletSettingsResponseSchema, ...errorResponses } },
    },
    async () => ({ success: true as const, data: await payments.walletSettings() }),
  );

  app.put(
    '/admin/wallet-settings',
    {
      config: { policy: policy.can('admin.wallet_settings.manage') },
      schema: {
        body: walletSettingsBodySchema,
        response: { 200: walletSettingsSavedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      request.audit = { action: 'wallet_settings.update', entityType: 'wallet_settings', entityId: 1 };
      return {
        success: true as const,
        message: WALLET_SETTINGS_MESSAGES.saved,
        data: await payments.saveWalletSettings(user, request.body),
      };
    },
  );
};
