import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
} from '@salonya/domain/notifications/notifications';
import { z } from 'zod';
import { successEnvelope, successEnvelopeWithMessage } from './envelope';

/** One in-app notification as the API sends it (issue 19 item 4). */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** Where the notification takes its reader (an in-app path), or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const PAGE_MESSAGE = 'Sayfa numarası 1 ile 10000 arasında olmalıdır.';
const PER_PAGE_MESSAGE = `Sayfa boyutu 1 ile ${NOTIFICATIONS_MAX_PAGE_SIZE} arasında olmalıdır.`;

/** GET /notifications: pages, newest first; unread=true leaves out what was read. */
export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(10_000, PAGE_MESSAGE)
    .default(1),
  per_page: z.coerce
    .number({ error: PER_PAGE_MESSAGE })
    .int(PER_PAGE_MESSAGE)
    .min(1, PER_PAGE_MESSAGE)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, PER_PAGE_MESSAGE)
    .default(NOTIFICATIONS_PAGE_SIZE),
  unread: z
    .enum(['true', 'false', '1', '0'], { error: 'Okunmamış filtresi true ya da false olmalıdır.' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const notificationPageResponseSchema = successEnvelope(notificationPageSchema);

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export const unreadCountResponseSchema = successEnvelope(unreadCountSchema);

const ID_MESSAGE = 'Geçerli bir bildirim seçin.';
/** POST /notifications/read: one notification read. */
export const markReadBodySchema = z.object({
  id: z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});
export const markReadResponseSchema = successEnvelope(
  z.object({ notification: notificationSchema, unread_count: z.number().int() }),
);

/** POST /notifications/read-all: the toast shows its message. */
export const markAllReadResponseSchema = successEnvelopeWithMessage(
  z.object({ updated: z.number().int(), unread_count: z.number().int() }),
);

/** A group's channels (push arrives with the messaging issue). */
export const notificationPreferenceSchema = z.object({
  group: z.enum(NOTIFICATION_GROUPS, { error: 'Geçersiz bildirim grubu.' }),
  in_app: z.boolean({ error: 'Uygulama içi tercihi açık ya da kapalı olmalıdır.' }),
  email: z.boolean({ error: 'E-posta tercihi açık ya da kapalı olmalıdır.' }),
});
export type NotificationPreferenceDto = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    notificationPreferenceSchema.extend({
      label: z.string(),
      description: z.string(),
      /** Channels the user cannot turn off for this group. */
      required_channels: z.array(z.enum(['in_app', 'email'])),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = successEnvelope(notificationPreferencesSchema);

/** PUT /notifications/preferences: the groups to change (others stay as they are). */
export const updateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema, { error: 'Tercihler bir liste olmalıdır.' })
    .min(1, 'En az bir tercih gönderin.')
    .max(NOTIFICATION_GROUPS.length, 'Her grup için en fazla bir tercih gönderin.')
    .refine((list) => new Set(list.map((p) => p.group)).size === list.length, {
      message: 'Her grup için en fazla bir tercih gönderin.',
    }),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>;

/** POST /notifications/stream-ticket: what opens the live stream (EventSource cannot send a bearer token). */
export const streamTicketSchema = z.object({ ticket: z.string(), expires_at: z.string() });
export const streamTicketResponseSchema = successEnvelope(streamTicketSchema);

export const streamQuerySchema = z.object({
  ticket: z
    .string({ error: 'Canlı bildirim bileti gerekli.' })
    .min(1, 'Canlı bildirim bileti gerekli.')
    .max(400),
  /** A reconnect that could not send the Last-Event-ID header (a new EventSource) names it here. */
  last_event_id: z
    .string()
    .regex(/^\d{1,10}$/, 'Geçersiz son olay numarası.')
    .optional(),
});

/** The `notification` event of the stream: the new notification and the reader's unread count after it. */
export const streamNotificationEventSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export type StreamNotificationEvent = z.infer<typeof streamNotificationEventSchema>;
/** The `unread` event: the count changed (read in another tab, or the stream's first message). */
export const streamUnreadEventSchema = unreadCountSchema;
