import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function entityIdFromParams(request: FastifyRequest): number | null {
  const params = request.params as Record<string, unknown> | undefined;
  const raw = params?.id;
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Records, before the answer leaves: every change an admin makes under /api/v1/admin, every change made with an
 * impersonation token (under the admin's id, SPEC §4), and any request whose handler filled `request.audit`.
 */
export function registerAdminAudit(app: FastifyInstance, db: Db): void {
  app.decorateRequest('audit', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session || !request.url.startsWith('/api/')) return payload;
    const mutating = !SAFE_METHODS.has(request.method);
    const impersonating = session.impersonatorUserId !== null;
    const adminChange =
      session.user.userType === 'admin' && request.url.startsWith('/api/v1/admin/') && mutating;
    if (!request.audit && !adminChange && !(impersonating && mutating)) return payload;

    const audit = request.audit ?? {};
    const adminUserId = session.impersonatorUserId ?? session.user.id;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
    try {
      await insertAuditEntry(db, {
        admin_user_id: adminUserId,
        impersonated_user_id: audit.impersonatedUserId ?? (impersonating ? session.user.id : null),
        salon_id: audit.salonId ?? session.impersonatedSalonId ?? null,
        action: (audit.action ?? `${request.method} ${route}`).slice(0, 80),
        method: request.method.slice(0, 8),
        path: request.url.slice(0, 500),
        status_code: reply.statusCode,
        entity_type: audit.entityType ?? null,
        entity_id: audit.entityId ?? entityIdFromParams(request),
        ip: request.ip.slice(0, 64),
      });
    } catch (err) {
      request.log.error({ err }, 'admin audit write failed');
    }
    return payload;
  });
}
