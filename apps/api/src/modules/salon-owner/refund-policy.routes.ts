import { errorEnvelopeSchema, errorResponses } from '@salonya/contracts/envelope';
import {
  ownerRefundPolicyResponseSchema,
  ownerRefundPolicySavedResponseSchema,
  refundPolicyBodySchema,
  type OwnerRefundPolicy,
  type RefundPolicyBody,
} from '@salonya/contracts/refunds';
import {
  REFUND_POLICY_MESSAGES,
  refundPolicySummary,
  validateRefundPolicy,
  type RefundPolicy,
} from '@salonya/domain/money/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession, type Session } from '../../plugins/policy';
import { ownedSalonParams, requireOwnedSalon } from './owned-salon';
import { findRefundPolicy, saveRefundPolicy } from './refund-policy.repository';

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  ...errorResponses,
};

function toAnswer(salonId: number, p: RefundPolicy, updatedAt: Date | null): OwnerRefundPolicy {
  return {
    salon_id: salonId,
    free_cancellation_minutes: p.freeCancellationMinutes,
    late_refund: p.lateRefund,
    late_refund_percent: p.lateRefundPercent,
    summary: refundPolicySummary(p),
    updated_at: updatedAt === null ? null : updatedAt.toISOString(),
  };
}

/**
 * The salon's cancellation and refund policy (ADR 0048): how long before the start a customer cancels with
 * everything back, and what a later cancellation proposes (nothing, or a percent). Edited at /salon/ayarlar.
 */
export const refundPolicyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function read(session: Session, rawSalonId: string): Promise<OwnerRefundPolicy> {
    const salon = await requireOwnedSalon(db, session, rawSalonId);
    const stored = await findRefundPolicy(db, salon.id);
    return toAnswer(salon.id, stored.policy, stored.updatedAt);
  }

  async function save(session: Session, rawSalonId: string, body: RefundPolicyBody) {
    const salon = await requireOwnedSalon(db, session, rawSalonId);
    const problems = validateRefundPolicy(body);
    if (Object.keys(problems).length > 0) throw AppError.validation(problems);
    await saveRefundPolicy(db, salon.id, {
      freeCancellationMinutes: body.free_cancellation_minutes,
      lateRefund: body.late_refund,
      lateRefundPercent: body.late_refund_percent,
    });
    return read(session, rawSalonId);
  }

  // Policy: salon_owner only, their own salon (another owner's salon: 404).
  app.get(
    '/salon-owner/salons/:salonId/refund-policy',
    {
      config: { policy: policy.can('salon.manage') },
      schema: { params: ownedSalonParams, response: { 200: ownerRefundPolicyResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await read(requireSession(request), request.params.salonId),
    }),
  );

  // Policy: salon_owner only, their own salon (another owner's salon: 404).
  app.put(
    '/salon-owner/salons/:salonId/refund-policy',
    {
      config: { policy: policy.can('salon.manage') },
      schema: {
        params: ownedSalonParams,
        body: refundPolicyBodySchema,
        response: { 200: ownerRefundPolicySavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: REFUND_POLICY_MESSAGES.saved,
      data: await save(requireSession(request), request.params.salonId, request.body),
    }),
  );
};
