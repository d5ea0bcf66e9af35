import { errorResponses, fileResponse } from '@salonya/contracts/envelope';
import {
  markAllReadResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationPageResponseSchema,
  notificationPreferencesResponseSchema,
  streamQuerySchema,
  streamTicketResponseSchema,
  unreadCountResponseSchema,
  updateNotificationPreferencesBodySchema,
  type NotificationPreferences,
} from '@salonya/contracts/notifications';
import {
  NOTIFICATION_GROUP_LABELS,
  REQUIRED_CHANNELS,
  type NotificationPreference,
} from '@salonya/domain/notifications/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import type { NotificationHub } from './notification-hub';
import {
  countNotifications,
  findPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  savePreferences,
} from './notifications.repository';
import { issueStreamTicket, verifyStreamTicket } from './notifications.service';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Bildirim bulunamadı.',
  allRead: 'Tüm bildirimler okundu olarak işaretlendi.',
  preferencesSaved: 'Bildirim tercihleriniz kaydedildi.',
  ticketInvalid: 'Canlı bildirim bağlantısının süresi doldu. Sayfayı yenileyin.',
} as const;

function preferencesDto(prefs: readonly NotificationPreference[]): NotificationPreferences {
  return {
    preferences: prefs.map((p) => ({
      ...p,
      label: NOTIFICATION_GROUP_LABELS[p.group].label,
      description: NOTIFICATION_GROUP_LABELS[p.group].description,
      required_channels: [...REQUIRED_CHANNELS[p.group]],
    })),
  };
}

/**
 * In-app notifications of the signed-in user, whatever the user type (issue 19 item 4, ADR 0044): the list with
 * pages, the unread count, read marks, channel preferences, and the live stream (Server-Sent Events). Every query
 * is scoped to the session's user, so another user's notification is simply not found (404).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: NotificationHub;
  appKey: string;
  now: () => number;
}> = async (app, { db, hub, appKey, now }) => {
  const can = policy.can('notification.manage');

  app.get(
    '/notifications',
    {
      config: { policy: can },
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const { page, per_page: perPage, unread } = request.query;
      const [items, total, unreadCount] = await Promise.all([
        listNotifications(db, userId, { limit: perPage, offset: (page - 1) * perPage, unreadOnly: unread }),
        countNotifications(db, userId, unread),
        countNotifications(db, userId, true),
      ]);
      return {
        success: true as const,
        data: {
          items,
          page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          unread_count: unreadCount,
        },
      };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { policy: can },
      schema: { response: { 200: unreadCountResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: { unread_count: await countNotifications(db, requireSession(request).user.id, true) },
    }),
  );

  app.post(
    '/notifications/read',
    {
      config: { policy: can },
      schema: { body: markReadBodySchema, response: { 200: markReadResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const notification = await markNotificationRead(db, userId, request.body.id);
      if (!notification) throw AppError.notFound(NOTIFICATION_MESSAGES.notFound);
      await hub.touch(userId);
      return {
        success: true as const,
        data: { notification, unread_count: await countNotifications(db, userId, true) },
      };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { policy: can },
      schema: { response: { 200: markAllReadResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const updated = await markAllNotificationsRead(db, userId);
      if (updated > 0) await hub.touch(userId);
      return {
        success: true as const,
        message: NOTIFICATION_MESSAGES.allRead,
        data: { updated, unread_count: await countNotifications(db, userId, true) },
      };
    },
  );

  app.get(
    '/notifications/preferences',
    {
      config: { policy: can },
      schema: { response: { 200: notificationPreferencesResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: preferencesDto(await findPreferences(db, requireSession(request).user.id)),
    }),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { policy: can },
      schema: {
        body: updateNotificationPreferencesBodySchema,
        response: { 200: notificationPreferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const prefs = await inTransaction(db, async (tx) => {
        await savePreferences(tx, userId, request.body.preferences);
        return findPreferences(tx, userId);
      });
      return {
        success: true as const,
        message: NOTIFICATION_MESSAGES.preferencesSaved,
        data: preferencesDto(prefs),
      };
    },
  );

  app.post(
    '/notifications/stream-ticket',
    {
      config: { policy: can },
      schema: { response: { 200: streamTicketResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const session = requireSession(request);
      const { ticket, expiresAt } = issueStreamTicket(
        appKey,
        { tokenId: session.tokenId, userId: session.user.id },
        now(),
      );
      return { success: true as const, data: { ticket, expires_at: expiresAt.toISOString() } };
    },
  );

  // The live stream. Public as a route because EventSource cannot send the bearer token: the signed ticket in the
  // query is the credential (checked here, against a live session), and it opens only its user's stream.
  app.get(
    '/notifications/stream',
    {
      config: { policy: policy.public() },
      schema: {
        querystring: streamQuerySchema,
        response: {
          200: fileResponse(
            'text/event-stream',
            'Server-Sent Events: `notification` (id = notification id; data: notification, unread_count), `unread` (data: unread_count), `admin` (admins: the team list changed), heartbeat comments. Reconnect with Last-Event-ID.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const reader = await verifyStreamTicket(db, appKey, request.query.ticket, now());
      if (reader === null) throw AppError.unauthenticated(NOTIFICATION_MESSAGES.ticketInvalid);
      const header = request.headers['last-event-id'];
      const raw = (Array.isArray(header) ? header[0] : header) ?? request.query.last_event_id;
      const lastEventId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
      reply.hijack();
      try {
        await hub.openStream(reply.raw, reader.userId, lastEventId, { isAdmin: reader.isAdmin });
      } catch (err) {
        request.log.error({ err }, 'notification stream failed to open');
        reply.raw.destroy();
      }
    },
  );
};
