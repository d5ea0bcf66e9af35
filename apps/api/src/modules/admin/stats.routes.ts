import {
  dashboardQuerySchema,
  documentStatsSchema,
  paymentStatisticsSchema,
  salonEarningsStatsSchema,
  supportStatsSchema,
  userStatsSchema,
  walletStatsSchema,
} from '@salonya/contracts/admin';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import { refundStatsResponseSchema } from '@salonya/contracts/refunds';
import { periodFor } from '@salonya/domain/admin/dashboard-range';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import * as repo from './stats.repository';

/** Badge counts (SPEC §7.6, refreshed every 60 s) and the dashboard's extra statistics. */
export const adminStatsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  const admin = { policy: policy.can('admin.dashboard.view') };

  app.get(
    '/admin/salon-earnings/stats',
    {
      config: admin,
      schema: { response: { 200: successEnvelope(salonEarningsStatsSchema), ...errorResponses } },
    },
    async () => ({ success: true as const, data: await repo.salonEarningsStats(db) }),
  );
  app.get(
    '/admin/documents/stats',
    { config: admin, schema: { response: { 200: successEnvelope(documentStatsSchema), ...errorResponses } } },
    async () => ({ success: true as const, data: await repo.documentStats(db) }),
  );
  app.get(
    '/admin/support/stats',
    { config: admin, schema: { response: { 200: successEnvelope(supportStatsSchema), ...errorResponses } } },
    async () => ({ success: true as const, data: await repo.supportStats(db) }),
  );
  // Policy: admins (admin.dashboard.view); counts only, the sidebar badge of 'İadeler'.
  app.get(
    '/admin/refunds/stats',
    { config: admin, schema: { response: { 200: refundStatsResponseSchema, ...errorResponses } } },
    async () => ({ success: true as const, data: await repo.refundStats(db) }),
  );
  app.get(
    '/admin/users/stats',
    { config: admin, schema: { response: { 200: successEnvelope(userStatsSchema), ...errorResponses } } },
    async () => ({ success: true as const, data: await repo.userStats(db, new Date(now())) }),
  );
  app.get(
    '/admin/wallet/stats',
    { config: admin, schema: { response: { 200: successEnvelope(walletStatsSchema), ...errorResponses } } },
    async () => ({ success: true as const, data: await repo.walletStats(db) }),
  );
  app.get(
    '/admin/payments/statistics',
    {
      config: admin,
      schema: {
        querystring: dashboardQuerySchema,
        response: { 200: successEnvelope(paymentStatisticsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const range = request.query.time_range;
      const period = periodFor(range, new Date(now()));
      return {
        success: true as const,
        data: { time_range: range, ...(await repo.paymentStatistics(db, period.from, period.to)) },
      };
    },
  );
};
