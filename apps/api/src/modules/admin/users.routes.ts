import {
  adminIdParamsSchema,
  adminUserDetailSchema,
  adminUserListItemSchema,
  deactivateUserRequestSchema,
  paginatedEnvelope,
  userListQuerySchema,
} from '@salonya/contracts/admin';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import { pageMeta } from '@salonya/domain/admin/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import * as repo from './users.repository';

const NOT_FOUND = 'Kullanıcı bulunamadı.';

export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const detail = async (id: number) => {
    const found = await repo.userDetail(db, id);
    if (!found) throw AppError.notFound(NOT_FOUND);
    return found;
  };
  const detailResponse = { 200: successEnvelope(adminUserDetailSchema), ...errorResponses };

  app.get(
    '/admin/users',
    {
      config: { policy: policy.can('admin.user.view') },
      schema: {
        querystring: userListQuerySchema,
        response: { 200: paginatedEnvelope(adminUserListItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await repo.listUsers(db, q);
      return { success: true as const, data: items, meta: pageMeta(q.page, q.per_page, total) };
    },
  );

  app.get(
    '/admin/users/:id',
    {
      config: { policy: policy.can('admin.user.view') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => ({ success: true as const, data: await detail(request.params.id) }),
  );

  app.post(
    '/admin/users/:id/deactivate',
    {
      config: { policy: policy.can('admin.user.suspend') },
      schema: { params: adminIdParamsSchema, body: deactivateUserRequestSchema, response: detailResponse },
    },
    async (request) => {
      const session = requireSession(request);
      const { id } = request.params;
      const state = await repo.findUserState(db, id);
      if (!state) throw AppError.notFound(NOT_FOUND);
      if (id === session.user.id) {
        throw AppError.conflict('self', 'Kendi hesabınızı devre dışı bırakamazsınız.');
      }
      if (state.user_type === 'admin') {
        throw AppError.conflict('admin_account', 'Yönetici hesapları bu ekrandan devre dışı bırakılamaz.');
      }
      if (!state.is_active) throw AppError.conflict('already_inactive', 'Bu hesap zaten devre dışı.');
      await inTransaction(db, async (tx) => {
        await repo.setActive(tx, id, false, request.body.reason);
        await repo.revokeAllTokens(tx, id);
      });
      request.audit = { action: 'user.deactivate', entityType: 'user', entityId: id };
      return {
        success: true as const,
        message: 'Hesap devre dışı bırakıldı; açık oturumları kapatıldı.',
        data: await detail(id),
      };
    },
  );

  app.post(
    '/admin/users/:id/activate',
    {
      config: { policy: policy.can('admin.user.suspend') },
      schema: { params: adminIdParamsSchema, response: detailResponse },
    },
    async (request) => {
      const { id } = request.params;
      const state = await repo.findUserState(db, id);
      if (!state) throw AppError.notFound(NOT_FOUND);
      if (state.is_active) throw AppError.conflict('already_active', 'Bu hesap zaten etkin.');
      await repo.setActive(db, id, true, null);
      request.audit = { action: 'user.activate', entityType: 'user', entityId: id };
      return { success: true as const, message: 'Hesap yeniden etkinleştirildi.', data: await detail(id) };
    },
  );
};
