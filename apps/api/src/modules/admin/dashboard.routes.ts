import {
  adminIdParamsSchema,
  adminNotificationSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  paginatedEnvelope,
} from '@salonya/contracts/admin';
import { errorResponses, successEnvelope } from '@salonya/contracts/envelope';
import { pageMeta, pageOffset } from '@salonya/domain/admin/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import { dashboardData } from './dashboard.service';
import * as notifications from './notifications.repository';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/admin/dashboard',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: {
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const data = await dashboardData(db, session.user.id, request.query.time_range, now());
      return { success: true as const, message: 'Dashboard verileri yüklendi.', data };
    },
  );

  app.get(
    '/admin/dashboard/notifications',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const [list, unread] = await Promise.all([
        notifications.listNotifications(db, session.user.id, { limit: request.query.limit }),
        notifications.countNotifications(db, session.user.id, true),
      ]);
      return {
        success: true as const,
        notifications: list,
        unread_count: unread,
        data: { notifications: list, unread_count: unread },
      };
    },
  );

  app.post(
    '/admin/dashboard/notifications/mark-all-read',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: { response: { 200: markReadResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const session = requireSession(request);
      await notifications.markAllRead(db, session.user.id);
      request.audit = { action: 'notifications.mark_all_read' };
      return {
        success: true as const,
        message: 'Tüm bildirimler okundu olarak işaretlendi.',
        data: { unread_count: await notifications.countNotifications(db, session.user.id, true) },
      };
    },
  );

  app.post(
    '/admin/dashboard/notifications/:id/read',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: {
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(adminNotificationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const found = await notifications.markRead(db, session.user.id, request.params.id);
      if (!found) throw AppError.notFound('Bildirim bulunamadı.');
      return { success: true as const, data: found };
    },
  );

  app.get(
    '/admin/notifications',
    {
      config: { policy: policy.can('admin.dashboard.view') },
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: paginatedEnvelope(adminNotificationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { page, per_page, unread_only } = request.query;
      const [list, total] = await Promise.all([
        notifications.listNotifications(db, session.user.id, {
          limit: per_page,
          offset: pageOffset(page, per_page),
          unreadOnly: unread_only ?? false,
        }),
        notifications.countNotifications(db, session.user.id, unread_only ?? false),
      ]);
      return { success: true as const, data: list, meta: pageMeta(page, per_page, total) };
    },
  );
};
