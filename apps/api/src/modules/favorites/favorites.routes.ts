import {
  favoriteIdsResponseSchema,
  favoriteSpecialistIdsResponseSchema,
  favoriteSpecialistsResponseSchema,
  favoriteSpecialistToggleResponseSchema,
  favoritesResponseSchema,
  favoriteToggleResponseSchema,
} from '@salonya/contracts/engagement';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import {
  addFavorite,
  addFavoriteStaff,
  favoriteSalonCards,
  favoriteSalonIds,
  favoriteStaffIds,
  removeFavorite,
  removeFavoriteStaff,
} from './favorites.repository';
import { favoriteSpecialists, findSpecialist } from '../salons/salon-detail.repository';
import { activeSalonExists } from '../salons/salons.repository';

const SALON_NOT_FOUND = 'Salon bulunamadı';
const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';
const salonParams = z.object({ salonId: z.string().max(20) });
const staffParams = z.object({ salonStaffId: z.string().max(20) });

/** A path id that is not a plain number names nothing: 404 with the kind's message, like an unknown one. */
function idOf(raw: string, notFound: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound(notFound);
  return Number(raw);
}

/** Every favourites route: the customer's own list, answered with its declared schema. */
function favoriteRoute<R extends z.ZodType>(response: R) {
  return {
    config: { policy: policy.can('favorite.manage') },
    schema: { response: { 200: response, ...errorResponses } },
  };
}
function favoriteItemRoute<R extends z.ZodType, P extends z.ZodType>(response: R, params: P) {
  const route = favoriteRoute(response);
  return { ...route, schema: { ...route.schema, params } };
}

/** A customer's favourite salons (the heart on salon cards and pages). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  app.get('/customer/favorites', favoriteRoute(favoritesResponseSchema), async (request) => {
    const userId = requireSession(request).user.id;
    const items = await favoriteSalonCards(db, userId, new Date(now()));
    return { success: true as const, data: items };
  });

  app.get('/customer/favorites/ids', favoriteRoute(favoriteIdsResponseSchema), async (request) => ({
    success: true as const,
    data: await favoriteSalonIds(db, requireSession(request).user.id),
  }));

  app.put(
    '/customer/favorites/:salonId',
    favoriteItemRoute(favoriteToggleResponseSchema, salonParams),
    async (request) => {
      const salonId = idOf(request.params.salonId, SALON_NOT_FOUND);
      if (!(await activeSalonExists(db, salonId))) throw AppError.notFound(SALON_NOT_FOUND);
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
    favoriteItemRoute(favoriteToggleResponseSchema, salonParams),
    async (request) => {
      const salonId = idOf(request.params.salonId, SALON_NOT_FOUND);
      await removeFavorite(db, requireSession(request).user.id, salonId);
      return {
        success: true as const,
        message: 'Salon favorilerinizden çıkarıldı.',
        data: { salon_id: salonId, is_favorite: false },
      };
    },
  );

  // ── Favourite specialists (ADR 0051): the heart on /uzman/{id} and the salon page's staff cards.
  app.get(
    '/customer/favorites/specialists',
    favoriteRoute(favoriteSpecialistsResponseSchema),
    async (request) => ({
      success: true as const,
      data: await favoriteSpecialists(db, requireSession(request).user.id),
    }),
  );

  app.get(
    '/customer/favorites/specialists/ids',
    favoriteRoute(favoriteSpecialistIdsResponseSchema),
    async (request) => ({
      success: true as const,
      data: await favoriteStaffIds(db, requireSession(request).user.id),
    }),
  );

  // Any public specialist (working at an active salon); another → 404.
  app.put(
    '/customer/favorites/specialists/:salonStaffId',
    favoriteItemRoute(favoriteSpecialistToggleResponseSchema, staffParams),
    async (request) => {
      const salonStaffId = idOf(request.params.salonStaffId, SPECIALIST_NOT_FOUND);
      if (!(await findSpecialist(db, salonStaffId))) throw AppError.notFound(SPECIALIST_NOT_FOUND);
      await addFavoriteStaff(db, requireSession(request).user.id, salonStaffId);
      return {
        success: true as const,
        message: 'Uzman favorilerinize eklendi.',
        data: { salon_staff_id: salonStaffId, is_favorite: true },
      };
    },
  );

  app.delete(
    '/customer/favorites/specialists/:salonStaffId',
    favoriteItemRoute(favoriteSpecialistToggleResponseSchema, staffParams),
    async (request) => {
      const salonStaffId = idOf(request.params.salonStaffId, SPECIALIST_NOT_FOUND);
      await removeFavoriteStaff(db, requireSession(request).user.id, salonStaffId);
      return {
        success: true as const,
        message: 'Uzman favorilerinizden çıkarıldı.',
        data: { salon_staff_id: salonStaffId, is_favorite: false },
      };
    },
  );
};
