import {
  adminIdParamsSchema,
  adminSalonDetailSchema,
  adminSalonListItemSchema,
  featureSalonRequestSchema,
  paginatedEnvelope,
  salonFiltersSchema,
  salonListQuerySchema,
  suspendSalonRequestSchema,
  verifySalonRequestSchema,
} from '@salonya/contracts/admin';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import { pageMeta } from '@salonya/domain/admin/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy } from '../../plugins/policy';
import * as repo from './salons.repository';

const NOT_FOUND = 'Salon bulunamadı';

export const adminSalonsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const detail = async (id: number) => {
    const found = await repo.salonDetail(db, id);
    if (!found) throw AppError.notFound(NOT_FOUND);
    return found;
  };
  const detailResponse = { 200: successEnvelope(adminSalonDetailSchema), ...errorResponses };

  app.get(
    '/admin/salons',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: {
        querystring: salonListQuerySchema,
        response: { 200: paginatedEnvelope(adminSalonListItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await repo.listSalons(db, q);
      return { success: true as const, data: items, meta: pageMeta(q.page, q.per_page, total) };
    },
  );

  app.get(
    '/admin/salons/filters',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: { response: { 200: successEnvelope(salonFiltersSchema), ...errorResponses } },
    },
    async () => ({ success: true as const, data: await repo.salonFilters(db) }),
  );

  app.get(
    '/admin/salons/:id',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => ({ success: true as const, data: await detail(request.params.id) }),
  );

  app.post(
    '/admin/salons/:id/suspend',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: { params: adminIdParamsSchema, body: suspendSalonRequestSchema, response: detailResponse },
    },
    async (request) => {
      const { id } = request.params;
      const status = await repo.salonStatus(db, id);
      if (!status) throw AppError.notFound(NOT_FOUND);
      if (status === 'suspended') throw AppError.conflict('already_suspended', 'Salon zaten askıya alınmış.');
      await repo.updateSalonFlags(db, id, { status: 'suspended', status_reason: request.body.reason });
      request.audit = { action: 'salon.suspend', entityType: 'salon', entityId: id, salonId: id };
      return { success: true as const, message: 'Salon askıya alındı.', data: await detail(id) };
    },
  );

  app.post(
    '/admin/salons/:id/activate',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => {
      const { id } = request.params;
      const status = await repo.salonStatus(db, id);
      if (!status) throw AppError.notFound(NOT_FOUND);
      if (status === 'active') throw AppError.conflict('already_active', 'Salon zaten aktif.');
      await repo.updateSalonFlags(db, id, { status: 'active', status_reason: null });
      request.audit = { action: 'salon.activate', entityType: 'salon', entityId: id, salonId: id };
      return { success: true as const, message: 'Salon aktifleştirildi.', data: await detail(id) };
    },
  );

  app.post(
    '/admin/salons/:id/verify',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: { params: adminIdParamsSchema, body: verifySalonRequestSchema, response: detailResponse },
    },
    async (request) => {
      const { id } = request.params;
      const { is_verified } = request.body;
      if (!(await repo.updateSalonFlags(db, id, { is_verified }))) throw AppError.notFound(NOT_FOUND);
      request.audit = { action: 'salon.verify', entityType: 'salon', entityId: id, salonId: id };
      return {
        success: true as const,
        message: is_verified ? 'Salon doğrulandı.' : 'Salonun doğrulaması kaldırıldı.',
        data: await detail(id),
      };
    },
  );

  app.post(
    '/admin/salons/:id/feature',
    {
      config: { policy: policy.can('admin.salon.manage') },
      schema: { params: adminIdParamsSchema, body: featureSalonRequestSchema, response: detailResponse },
    },
    async (request) => {
      const { id } = request.params;
      const { is_featured } = request.body;
      if (!(await repo.updateSalonFlags(db, id, { is_featured }))) throw AppError.notFound(NOT_FOUND);
      request.audit = { action: 'salon.feature', entityType: 'salon', entityId: id, salonId: id };
      return {
        success: true as const,
        message: is_featured ? 'Salon öne çıkarıldı.' : 'Salon öne çıkanlardan kaldırıldı.',
        data: await detail(id),
      };
    },
  );
};
