import {
  favoriteIdsResponseSchema,
  favoritesResponseSchema,
  favoriteToggleResponseSchema,
} from '@salonya/contracts/engagement';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { addFavorite, favoriteSalonCards, favoriteSalonIds, removeFavorite } from './favorites.repository';
import { activeSalonExists } from '../salons/salons.repository';

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
  app.get(
    '/customer/favorites',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: { response: { 200: favoritesResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const items = await favoriteSalonCards(db, userId, new Date(now()));
      return { success: true as const, data: items };
    },
  );

  app.get(
    '/customer/favorites/ids',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: { response: { 200: favoriteIdsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await favoriteSalonIds(db, requireSession(request).user.id),
    }),
  );

  app.put(
    '/customer/favorites/:salonId',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: { params: salonParams, response: { 200: favoriteToggleResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const salonId = salonIdOf(request.params.salonId);
      if (!(await activeSalonExists(db, salonId))) throw AppError.notFound('Salon bulunamadı');
      await addFavorite(db, requireSession(request).user.id, salonId);
      return {
        success: true as const,
        message: 'Salon favorilerinize eklendi.',
        data: { salon_id: salonId, is_favorite: true },
      };
    },
  );

  app.delete(
    '/customer/favorites/:salonId',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: { params: salonParams, response: { 200: favoriteToggleResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const salonId = salonIdOf(request.params.salonId);
      await removeFavorite(db, requireSession(request).user.id, salonId);
      return {
        success: true as const,
        message: 'Salon favorilerinizden çıkarıldı.',
        data: { salon_id: salonId, is_favorite: false },
      };
    },
  );
};
