import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationGroup, NotificationType } from '@salonya/domain/notifications/notifications';
import { users } from './schema-identity';
import { timestamps } from './columns';

/**
 * In-app notifications of every user type (issue 19, ADR 0044). Written in the transaction of the event they tell
 * of; `published_at` is the outbox mark of the live fan-out (SSE through the notification bus), set after commit.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull().$type<NotificationType>(),
    title: varchar('title', { length: 160 }).notNull(),
    body: text('body').notNull(),
    link: varchar('link', { length: 300 }),
    data: jsonb('data')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    read_at: timestamp('read_at', { withTimezone: true }),
    published_at: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    index('notifications_unpublished_idx')
      .on(t.id)
      .where(sql`${t.published_at} is null`),
  ],
);

/** A user's channels per notification group; a missing row means every channel on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: varchar('group', { length: 20 }).notNull().$type<NotificationGroup>(),
    in_app: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.user_id, t.group] }),
    check(
      'notification_preferences_group_check',
      sql`${t.group} in ('appointments','reminders','reviews','account')`,
    ),
  ],
);
