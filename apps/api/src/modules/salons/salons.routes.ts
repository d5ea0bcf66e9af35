import { publicGalleryImageSchema } from '@salonya/contracts/salon-media';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import {
  reviewsResponseSchema,
  salonDetailResponseSchema,
  salonSearchQuerySchema,
  salonSearchResponseSchema,
  salonServicesResponseSchema,
  salonStaffResponseSchema,
  salonViewResponseSchema,
  specialistResponseSchema,
} from '@salonya/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { policy } from '../../plugins/policy';
import { searchSalonCards, type SalonSearchIndex } from './salon-search.service';
import {
  findSalonDetail,
  findSpecialist,
  listGallery,
  listReviews,
  listSalonServices,
  listSalonStaff,
  listSpecialistServices,
  recordSalonView,
} from './salon-detail.repository';
import { activeSalonExists } from './salons.repository';

const SALON_NOT_FOUND = 'Salon bulunamadı';
const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';

// A malformed id names no salon: 404 like an unknown one.
const idParams = z.object({ id: z.string().max(20) });
function parseId(raw: string, notFound: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw AppError.notFound(notFound);
  return Number(raw);
}

const pageQuery = z.preprocess(
  (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')) : v),
  z.object({
    page: z.coerce
      .number({ error: 'Sayfa bir sayı olmalıdır.' })
      .int('Sayfa tam sayı olmalıdır.')
      .min(1, 'Sayfa en az 1 olabilir.')
      .max(10_000)
      .default(1),
    per_page: z.coerce
      .number({ error: 'Sayfa boyutu bir sayı olmalıdır.' })
      .int('Sayfa boyutu tam sayı olmalıdır.')
      .min(1, 'Sayfa boyutu en az 1 olabilir.')
      .max(100_000)
      .transform((v) => Math.min(v, 50))
      .default(10),
  }),
);

export const salonsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => number;
  rateLimiter: RateLimiter;
  search: SalonSearchIndex;
}> = async (app, { db, now, rateLimiter, search }) => {
  app.get(
    '/salons/search',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: salonSearchQuerySchema,
        response: { 200: salonSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Policy: public — the catalogue's salon list (category and SEO location pages).
      const q = request.query;
      // The in-process index answers the filters it knows (issue 17 item 6b); the SQL the others.
      const { items, total } = await searchSalonCards(db, search, q, new Date(now()));
      return {
        success: true as const,
        data: items,
        meta: {
          current_page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },
  );

  app.get(
    '/salons/:id',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: salonDetailResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const salon = await findSalonDetail(db, parseId(request.params.id, SALON_NOT_FOUND), new Date(now()));
      if (!salon) throw AppError.notFound(SALON_NOT_FOUND);
      return { success: true as const, data: salon };
    },
  );

  async function existingSalon(raw: string): Promise<number> {
    const id = parseId(raw, SALON_NOT_FOUND);
    if (!(await activeSalonExists(db, id))) throw AppError.notFound(SALON_NOT_FOUND);
    return id;
  }

  app.get(
    '/salons/:id/services',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: salonServicesResponseSchema, ...errorResponses } },
    },
    async (request) => {
      return {
        success: true as const,
        data: await listSalonServices(db, await existingSalon(request.params.id)),
      };
    },
  );

  app.get(
    '/salons/:id/staff',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: salonStaffResponseSchema, ...errorResponses } },
    },
    async (request) => {
      return {
        success: true as const,
        data: await listSalonStaff(db, await existingSalon(request.params.id)),
      };
    },
  );

  app.get(
    '/salons/:id/reviews',
    {
      config: { policy: policy.public() },
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: reviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const salonId = await existingSalon(request.params.id);
      const { items, meta } = await listReviews(db, { salonId }, request.query.page, request.query.per_page);
      return { success: true as const, data: items, meta };
    },
  );

  app.get(
    '/salons/:id/gallery',
    {
      config: { policy: policy.public() },
      schema: {
        params: idParams,
        response: { 200: successEnvelope(z.array(publicGalleryImageSchema)), ...errorResponses },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await listGallery(db, await existingSalon(request.params.id)),
      };
    },
  );

  app.post(
    '/salons/:id/views',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: salonViewResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const id = parseId(request.params.id, SALON_NOT_FOUND);
      // One counted view per visitor and salon every 30 minutes; extra calls succeed without counting.
      const { allowed } = await rateLimiter.hit(`view:${request.ip}:${id}`, { limit: 1, windowSec: 1800 });
      if (allowed && !(await recordSalonView(db, id))) throw AppError.notFound(SALON_NOT_FOUND);
      return { success: true as const, data: { counted: allowed } };
    },
  );

  app.get(
    '/specialists/:id',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: specialistResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const specialist = await findSpecialist(db, parseId(request.params.id, SPECIALIST_NOT_FOUND));
      if (!specialist) throw AppError.notFound(SPECIALIST_NOT_FOUND);
      return { success: true as const, data: specialist };
    },
  );

  app.get(
    '/specialists/:id/services',
    {
      config: { policy: policy.public() },
      schema: { params: idParams, response: { 200: salonServicesResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const specialist = await findSpecialist(db, parseId(request.params.id, SPECIALIST_NOT_FOUND));
      if (!specialist) throw AppError.notFound(SPECIALIST_NOT_FOUND);
      const mine = await listSpecialistServices(db, specialist.salon_staff_id);
      const services = await listSalonServices(db, specialist.salon_id);
      return { success: true as const, data: services.filter((s) => mine.has(s.id)) };
    },
  );

  app.get(
    '/specialists/:id/reviews',
    {
      config: { policy: policy.public() },
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: { 200: reviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const specialist = await findSpecialist(db, parseId(request.params.id, SPECIALIST_NOT_FOUND));
      if (!specialist) throw AppError.notFound(SPECIALIST_NOT_FOUND);
      const { items, meta } = await listReviews(
        db,
        { staffId: specialist.salon_staff_id },
        request.query.page,
        request.query.per_page,
      );
      return { success: true as const, data: items, meta };
    },
  );
};
