import {
  adminCouponResponseSchema,
  adminCouponsQuerySchema,
  adminCouponsResponseSchema,
  adminRedemptionsQuerySchema,
  adminRedemptionsResponseSchema,
  couponBodySchema,
  couponQuoteResponseSchema,
  customerCouponsResponseSchema,
  validateCouponBodySchema,
} from '@salonya/contracts/coupons';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { idempotencyKeyOf } from '../money/money.routes';
import { COUPON_MESSAGES, type CouponsService } from './coupons.service';

// A malformed id names no coupon: 404 like an unknown one.
const idParams = z.object({ id: z.string().max(20) });
function couponId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw AppError.notFound(COUPON_MESSAGES.notFound);
  return Number(raw);
}

/** Coupons (issue 18 item 5, ADR 0047): the customer's list and the wizard's check, the admin section. */
export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (app, { coupons }) => {
  // ── Customer ────────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/customer/coupons',
    {
      config: { policy: policy.can('coupon.use', 'customer') },
      schema: { response: { 200: customerCouponsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await coupons.customerCoupons(requireSession(request).user),
    }),
  );

  // Moves no money (no use is taken until the booking): no Idempotency-Key.
  app.post(
    '/customer/coupons/validate',
    {
      config: { policy: policy.can('coupon.use', 'customer') },
      schema: {
        body: validateCouponBodySchema,
        response: { 200: couponQuoteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await coupons.quote(requireSession(request).user, request.body);
      return { success: true as const, message: COUPON_MESSAGES.applied(data.label), data };
    },
  );

  // ── Admin ───────────────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/admin/coupons',
    {
      config: { policy: policy.can('admin.coupon.manage') },
      schema: {
        querystring: adminCouponsQuerySchema,
        response: { 200: adminCouponsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await coupons.list(request.query) }),
  );

  app.post(
    '/admin/coupons',
    {
      config: { policy: policy.can('admin.coupon.manage') },
      schema: { body: couponBodySchema, response: { 201: adminCouponResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const key = idempotencyKeyOf(request);
      const answer = await coupons.create(user, request.body, key);
      const body = adminCouponResponseSchema.parse(answer.body);
      request.audit = { action: 'coupon.create', entityType: 'coupon', entityId: body.data.id };
      return reply.status(answer.status).send(body);
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      config: { policy: policy.can('admin.coupon.manage') },
      schema: {
        params: idParams,
        body: couponBodySchema,
        response: { 200: adminCouponResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = couponId(request.params.id);
      request.audit = { action: 'coupon.update', entityType: 'coupon', entityId: id };
      return { success: true as const, ...(await coupons.update(id, request.body)) };
    },
  );

  for (const [path, status] of [
    ['pause', 'paused'],
    ['resume', 'active'],
  ] as const) {
    app.post(
      `/admin/coupons/:id/${path}`,
      {
        config: { policy: policy.can('admin.coupon.manage') },
        schema: { params: idParams, response: { 200: adminCouponResponseSchema, ...errorResponses } },
      },
      async (request) => {
        const id = couponId(request.params.id);
        request.audit = { action: `coupon.${path}`, entityType: 'coupon', entityId: id };
        return { success: true as const, ...(await coupons.setStatus(id, status)) };
      },
    );
  }

  app.get(
    '/admin/coupons/:id/redemptions',
    {
      config: { policy: policy.can('admin.coupon.manage') },
      schema: {
        params: idParams,
        querystring: adminRedemptionsQuerySchema,
        response: { 200: adminRedemptionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await coupons.redemptions(couponId(request.params.id), request.query),
    }),
  );
};
