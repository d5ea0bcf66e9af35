import { auditLogEntrySchema, auditLogQuerySchema, paginatedEnvelope } from '@salonya/contracts/admin';
import { pageMeta, pageOffset } from '@salonya/domain/admin/pagination';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { policy } from '../../plugins/policy';
import { iso, queryOne, queryRows, whereAll } from './admin-sql';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit-log',
    {
      config: { policy: policy.roles('admin') },
      schema: { querystring: auditLogQuerySchema, response: { 200: paginatedEnvelope(auditLogEntrySchema) } },
    },
    async (request) => {
      const { page, per_page, admin_user_id, salon_id } = request.query;
      const where = whereAll([
        admin_user_id ? sql`l.admin_user_id = ${admin_user_id}` : null,
        salon_id ? sql`l.salon_id = ${salon_id}` : null,
      ]);
      const [rows, count] = await Promise.all([
        queryRows<{
          id: number;
          admin_id: number;
          admin_name: string;
          imp_id: number | null;
          imp_name: string | null;
          salon_id: number | null;
          action: string;
          method: string;
          path: string;
          status_code: number;
          entity_type: string | null;
          entity_id: number | null;
          created_at: Date | string;
        }>(
          db,
          sql`select l.id, a.id as admin_id, a.name as admin_name, i.id as imp_id, i.name as imp_name, l.salon_id,
                     l.action, l.method, l.path, l.status_code, l.entity_type, l.entity_id, l.created_at
              from admin_audit_log l
              join users a on a.id = l.admin_user_id
              left join users i on i.id = l.impersonated_user_id
              where ${where}
              order by l.created_at desc, l.id desc
              limit ${per_page} offset ${pageOffset(page, per_page)}`,
        ),
        queryOne<{ n: number }>(db, sql`select count(*)::int as n from admin_audit_log l where ${where}`),
      ]);
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
        meta: pageMeta(page, per_page, count?.n ?? 0),
      };
    },
  );
};
