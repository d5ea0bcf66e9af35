import { errorResponses } from '@salonya/contracts/envelope';
import { refundPreviewResponseSchema, type RefundPreview } from '@salonya/contracts/refunds';
import { refundPolicySummary, refundPreview } from '@salonya/domain/money/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { APPOINTMENT_MESSAGES } from '../booking/appointments.service';
import { findRefundPreviewRow } from './refund-preview.repository';

/**
 * What a customer's cancellation would give back now (ADR 0048), for the cancel dialog: the captured booking
 * payments not yet refunded or kept, the salon's policy and `refundDecision` on the server's clock.
 */
export const refundPreviewRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  // Policy: customers, their own appointment only (another customer's or a missing one: 404).
  app.get(
    '/customer/appointments/:id/refund-preview',
    {
      config: { policy: policy.can('appointment.view', 'customer') },
      schema: {
        params: z.object({ id: z.string().max(20) }),
        response: { 200: refundPreviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const raw = request.params.id;
      if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
        throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      const id = Number(raw);
      const row = await findRefundPreviewRow(db, id, userId);
      if (!row) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      const salonPolicy = {
        freeCancellationMinutes: row.free_cancellation_minutes,
        lateRefund: row.late_refund,
        lateRefundPercent: row.late_refund_percent,
      };
      const base = {
        paid_kurus: row.paid_kurus,
        policy: {
          free_cancellation_minutes: row.free_cancellation_minutes,
          late_refund: row.late_refund,
          late_refund_percent: row.late_refund_percent,
        },
        policy_summary: refundPolicySummary(salonPolicy),
      };
      let data: RefundPreview;
      if (row.paid_kurus <= 0) data = { ...base, kind: 'none', amount_kurus: 0, text: null };
      else {
        const preview = refundPreview({
          startsAt: row.starts_at,
          cancelledAt: new Date(now()),
          paidKurus: row.paid_kurus,
          policy: salonPolicy,
        });
        data = {
          ...base,
          kind: preview.decision.kind,
          amount_kurus:
            preview.decision.kind === 'automatic'
              ? preview.decision.amountKurus
              : preview.decision.proposedKurus,
          text: preview.text,
        };
      }
      return { success: true as const, data };
    },
  );
};
