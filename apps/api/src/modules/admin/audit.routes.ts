import { errorResponses } from '@salonya/contracts/envelope';
import { auditLogEntrySchema, auditLogQuerySchema, paginatedEnvelope } from '@salonya/contracts/admin';
import { pageMeta, pageOffset } from '@salonya/domain/admin/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { iso } from './admin-sql';
import { auditLogPage } from './audit.repository';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit-log',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: paginatedEnvelope(auditLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, per_page, admin_user_id, salon_id } = request.query;
      const { rows, total } = await auditLogPage(
        db,
        { adminUserId: admin_user_id, salonId: salon_id },
        { limit: per_page, offset: pageOffset(page, per_page) },
      );
      return {
        success: true as const,
        data: rows.map((r) => ({
          id: r.id,
          admin: { id: r.admin_id, name: r.admin_name },
          impersonated_user: r.imp_id !== null ? { id: r.imp_id, name: r.imp_name ?? '' } : null,
          salon_id: r.salon_id,
          action: r.action,
          method: r.method,
          path: r.path,
          status_code: r.status_code,
          entity_type: r.entity_type,
          entity_id: r.entity_id,
          created_at: iso(r.created_at),
        })),
        meta: pageMeta(page, per_page, total),
      };
    },
  );
};
