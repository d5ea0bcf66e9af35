import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  applicationDetailSchema,
  applicationListItemSchema,
  applicationListQuerySchema,
  adminIdParamsSchema,
  approveApplicationRequestSchema,
  paginatedEnvelope,
  rejectApplicationRequestSchema,
} from '@salonya/contracts/admin';
import { binaryFileSchema, errorResponses, fileResponse, successEnvelope } from '@salonya/contracts/envelope';
import { pageMeta } from '@salonya/domain/admin/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import * as repo from './applications.repository';
import type { createApplicationsService } from './applications.service';

const documentParams = adminIdParamsSchema.extend({
  documentId: z.coerce
    .number({ error: 'Belge numarası bir sayı olmalıdır.' })
    .int('Belge numarası geçersiz.')
    .min(1, 'Belge numarası geçersiz.')
    .max(2_147_483_647, 'Belge numarası geçersiz.'),
});

export const adminApplicationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  applications: ReturnType<typeof createApplicationsService>;
}> = async (app, { db, config, applications }) => {
  const detailResponse = { 200: successEnvelope(applicationDetailSchema), ...errorResponses };
  const uploadRoot = path.resolve(config.dataDir, 'uploads');

  app.get(
    '/admin/salon-applications',
    {
      config: { policy: policy.can('admin.application.review') },
      schema: {
        querystring: applicationListQuerySchema,
        response: { 200: paginatedEnvelope(applicationListItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await repo.listApplications(db, q);
      return { success: true as const, data: items, meta: pageMeta(q.page, q.per_page, total) };
    },
  );

  app.get(
    '/admin/salon-applications/:id',
    {
      config: { policy: policy.can('admin.application.review') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => ({ success: true as const, data: await applications.detail(request.params.id) }),
  );

  app.get(
    '/admin/salon-applications/:id/documents/:documentId',
    {
      config: { policy: policy.can('admin.application.review') },
      schema: {
        params: documentParams,
        response: {
          200: fileResponse(
            'application/octet-stream',
            'The uploaded document as stored (its own content type).',
            binaryFileSchema,
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const doc = await repo.findDocument(db, request.params.id, request.params.documentId);
      if (!doc) throw AppError.notFound('Belge bulunamadı.');
      const file = path.resolve(uploadRoot, doc.storage_key);
      if (!file.startsWith(`${uploadRoot}${path.sep}`)) throw AppError.notFound('Belge bulunamadı.');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw AppError.notFound('Belge dosyası bulunamadı.');
      return reply
        .header('Content-Type', doc.mime_type)
        .header('Content-Length', String(info.size))
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(doc.original_name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(createReadStream(file));
    },
  );

  app.post(
    '/admin/salon-applications/:id/approve',
    {
      config: { policy: policy.can('admin.application.review') },
      schema: {
        params: adminIdParamsSchema,
        body: approveApplicationRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { id } = request.params;
      const result = await applications.approve(session.user.id, id, request.body?.note || null);
      request.audit = {
        action: 'salon_application.approve',
        entityType: 'salon_application',
        entityId: id,
        salonId: result.salonId,
      };
      return {
        success: true as const,
        message:
          'Başvuru onaylandı; salon ve salon sahibi hesabı oluşturuldu, başvuru sahibine e-posta gönderildi.',
        data: result.application,
      };
    },
  );

  app.post(
    '/admin/salon-applications/:id/reject',
    {
      config: { policy: policy.can('admin.application.review') },
      schema: { params: adminIdParamsSchema, body: rejectApplicationRequestSchema, response: detailResponse },
    },
    async (request) => {
      const session = requireSession(request);
      const { id } = request.params;
      const data = await applications.reject(session.user.id, id, request.body.reason);
      request.audit = { action: 'salon_application.reject', entityType: 'salon_application', entityId: id };
      return {
        success: true as const,
        message: 'Başvuru reddedildi; gerekçe başvuru sahibine e-postayla gönderildi.',
        data,
      };
    },
  );
};
