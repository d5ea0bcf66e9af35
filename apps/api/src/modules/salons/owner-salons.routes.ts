import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy, requireSession } from '../../plugins/policy';
import { ownerSalonList } from './owner-salons.repository';

/**
 * The owner's salon list (SPEC §4 'Selected salon': chosen on first load and kept by the web, cached 5 minutes).
 * The owner's calendar, appointment filters and walk-in booking pick a salon from it.
 */
export const ownerSalonsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Policy: salon_owner only; the signed-in owner's own salons.
  app.get('/salon-owner/salons', { config: { policy: policy.roles('salon_owner') } }, async (request) => {
    const { user } = requireSession(request);
    return { success: true, data: await ownerSalonList(db, user.id) };
  });
};
