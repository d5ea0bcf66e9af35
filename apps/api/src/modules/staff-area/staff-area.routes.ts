import { errorResponses } from '@salonya/contracts/envelope';
import {
  staffDashboardResponseSchema,
  staffServicesResponseSchema,
} from '@salonya/contracts/staff-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy, requireSession } from '../../plugins/policy';
import { staffDashboard, staffServicesOf } from './staff-dashboard.service';

/** The staff area's own screens (/personel): the dashboard and the assigned services. */
export const staffAreaRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  // Policy: staff; only their own day (their salon_staff row); a customer, owner or admin token → 403.
  app.get(
    '/staff/dashboard',
    {
      config: { policy: policy.can('appointment.list', 'staff') },
      schema: { response: { 200: staffDashboardResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await staffDashboard(db, requireSession(request).user.id, new Date(now())),
    }),
  );

  // Policy: staff; only the services assigned to their own salon_staff row; other tokens → 403.
  app.get(
    '/staff/services',
    {
      config: { policy: policy.can('staff.services.view', 'staff') },
      schema: { response: { 200: staffServicesResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await staffServicesOf(db, requireSession(request).user.id),
    }),
  );
};
