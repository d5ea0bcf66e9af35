import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { salons } from '../../db/schema';
import { policy, requireSession } from '../../plugins/policy';

/**
 * The owner's salon list (SPEC §4 'Selected salon': chosen on first load and kept by the web, cached 5 minutes).
 * The owner's calendar, appointment filters and walk-in booking pick a salon from it.
 */
export const ownerSalonsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Policy: salon_owner only; the signed-in owner's own salons.
  app.get('/salon-owner/salons', { config: { policy: policy.roles('salon_owner') } }, async (request) => {
    const { user } = requireSession(request);
    const rows = await db
      .select({ id: salons.id, name: salons.name, status: salons.status })
      .from(salons)
      .where(eq(salons.owner_user_id, user.id))
      .orderBy(asc(salons.id));
    return { success: true, data: rows };
  });
};
