import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { selectSalonCards } from '../salons/salon-cards.repository';

const salonParams = z.object({ salonId: z.string().max(20) });
function salonIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound('Salon bulunamadı');
  return Number(raw);
}

/** A customer's favourite salons (the heart on salon cards and pages). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  app.get('/customer/favorites', { config: { policy: policy.roles('customer') } }, async (request) => {
    const userId = requireSession(request).user.id;
    const { items } = await selectSalonCards(
      db,
      {
        where: [sql`exists (select 1 from favorites f where f.salon_id = s.id and f.user_id = ${userId})`],
        orderBy: sql`(select f.created_at from favorites f where f.salon_id = s.id and f.user_id = ${userId}) desc`,
        limit: 500,
      },
      new Date(now()),
    );
    return { success: true, data: items };
  });

  app.get('/customer/favorites/ids', { config: { policy: policy.roles('customer') } }, async (request) => {
    const rows = await db
      .select({ id: favorites.salon_id })
      .from(favorites)
      .where(eq(favorites.user_id, requireSession(request).user.id));
    return { success: true, data: rows.map((r) => r.id) };
  });

  app.put(
    '/customer/favorites/:salonId',
    { config: { policy: policy.roles('customer') }, schema: { params: salonParams } },
    async (request) => {
      const salonId = salonIdOf(request.params.salonId);
      const exists = (await db.execute(
        sql`select 1 from salons where id = ${salonId} and status = 'active'`,
      )) as unknown as {
        rows: unknown[];
      };
      if (exists.rows.length === 0) throw AppError.notFound('Salon bulunamadı');
      await db
        .insert(favorites)
        .values({ user_id: requireSession(request).user.id, salon_id: salonId })
        .onConflictDoNothing();
      return {
        success: true,
        message: 'Salon favorilerinize eklendi.',
        data: { salon_id: salonId, is_favorite: true },
      };
    },
  );

  app.delete(
    '/customer/favorites/:salonId',
    { config: { policy: policy.roles('customer') }, schema: { params: salonParams } },
    async (request) => {
      const salonId = salonIdOf(request.params.salonId);
      await db
        .delete(favorites)
        .where(and(eq(favorites.user_id, requireSession(request).user.id), eq(favorites.salon_id, salonId)));
      return {
        success: true,
        message: 'Salon favorilerinizden çıkarıldı.',
        data: { salon_id: salonId, is_favorite: false },
      };
    },
  );
};
