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

const salonParams = z.object({ salonId: z.string().max(20) });
function salonIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound('Salon bulunamadı');
  return Number(raw);
}
const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';
const staffParams = z.object({ salonStaffId: z.string().max(20) });
function staffIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound(SPECIALIST_NOT_FOUND);
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

  // ── Favourite specialists (ADR 0051): the heart on /uzman/{id} and the salon page's staff cards.
  app.get(
    '/customer/favorites/specialists',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: { response: { 200: favoriteSpecialistsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await favoriteSpecialists(db, requireSession(request).user.id),
    }),
  );

  app.get(
    '/customer/favorites/specialists/ids',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: { response: { 200: favoriteSpecialistIdsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await favoriteStaffIds(db, requireSession(request).user.id),
    }),
  );

  // Any public specialist (working at an active salon); another → 404.
  app.put(
    '/customer/favorites/specialists/:salonStaffId',
    {
      config: { policy: policy.can('favorite.manage') },
      schema: {
        params: staffParams,
        response: { 200: favoriteSpecialistToggleResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const salonStaffId = staffIdOf(request.params.salonStaffId);
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
    {
      config: { policy: policy.can('favorite.manage') },
      schema: {
        params: staffParams,
        response: { 200: favoriteSpecialistToggleResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const salonStaffId = staffIdOf(request.params.salonStaffId);
      await removeFavoriteStaff(db, requireSession(request).user.id, salonStaffId);
      return {
        success: true as const,
        message: 'Uzman favorilerinizden çıkarıldı.',
        data: { salon_staff_id: salonStaffId, is_favorite: false },
      };
    },
  );
};
