import { errorEnvelopeSchema, errorResponses } from '@salonya/contracts/envelope';
import {
  ownerDashboardResponseSchema,
  ownerReportsResponseSchema,
  reportRangeQuerySchema,
  reportsQuerySchema,
  staffPerformanceResponseSchema,
} from '@salonya/contracts/owner-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy, requireSession } from '../../plugins/policy';
import { ownedSalonParams, requireOwnedSalon } from '../salon-owner/owned-salon';
import { ownerDashboard, ownerReports, staffPerformance } from './owner-reports.service';

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  ...errorResponses,
};

/** The selected salon's dashboard (/salon), staff performance (/salon/personel-performans) and reports (/salon/raporlar). */
export const ownerReportsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  // Policy: salon_owner; only their own salon (another owner's salon → 404, a staff or customer token → 403).
  app.get(
    '/salon-owner/salons/:salonId/dashboard',
    {
      config: { policy: policy.can('salon.reports.view') },
      schema: { params: ownedSalonParams, response: { 200: ownerDashboardResponseSchema, ...errors } },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return { success: true as const, data: await ownerDashboard(db, salon, new Date(now())) };
    },
  );

  // Policy: salon_owner; only their own salon (another owner's salon → 404, a staff or customer token → 403).
  app.get(
    '/salon-owner/salons/:salonId/staff-performance',
    {
      config: { policy: policy.can('salon.reports.view') },
      schema: {
        params: ownedSalonParams,
        querystring: reportRangeQuerySchema,
        response: { 200: staffPerformanceResponseSchema, 422: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return {
        success: true as const,
        data: await staffPerformance(db, salon, request.query, new Date(now())),
      };
    },
  );

  // Policy: salon_owner; only their own salon (another owner's salon → 404, a staff or customer token → 403).
  app.get(
    '/salon-owner/salons/:salonId/reports',
    {
      config: { policy: policy.can('salon.reports.view') },
      schema: {
        params: ownedSalonParams,
        querystring: reportsQuerySchema,
        response: { 200: ownerReportsResponseSchema, 422: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const salon = await requireOwnedSalon(db, requireSession(request), request.params.salonId);
      return { success: true as const, data: await ownerReports(db, salon, request.query, new Date(now())) };
    },
  );
};
