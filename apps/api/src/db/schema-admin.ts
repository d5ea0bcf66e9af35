import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appointments } from './schema-booking';
import { salons } from './schema-catalogue';
import { users } from './schema-identity';
import { timestamps } from './columns';

export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'paid'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * A salon's request to be paid its earnings (SPEC §2.6 kazanç cüzdanı, admin "earnings"). The admin badge counts the
 * pending ones; the payout screens come with the earnings issue (ADR 0014-admin-tables).
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    amount_kurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    iban: varchar('iban', { length: 34 }).notNull(),
    account_holder: varchar('account_holder', { length: 100 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending').$type<WithdrawalStatus>(),
    note: text('note').notNull().default(''),
    reviewed_by_user_id: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('withdrawal_requests_status_idx').on(t.status, t.created_at),
    index('withdrawal_requests_salon_idx').on(t.salon_id, t.created_at),
    check('withdrawal_requests_amount_check', sql`${t.amount_kurus} > 0`),
    check('withdrawal_requests_status_check', sql`${t.status} in ('pending','approved','rejected','paid')`),
  ],
);

export const supportCategories = [
  'general',
  'appointment',
  'payment',
  'refund',
  'account',
  'salon',
  'technical',
] as const;
export type SupportCategory = (typeof supportCategories)[number];
export type SupportThreadStatus = 'waiting_admin' | 'waiting_user' | 'closed';
export type Priority = 'high' | 'medium' | 'low';

/** A support conversation of a customer or salon user with the platform (SPEC §2.4 destek, §2.8 support). */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 160 }).notNull(),
    category: varchar('category', { length: 16 }).notNull().default('general').$type<SupportCategory>(),
    /** waiting_admin: the last message is the user's and no admin has answered it. */
    status: varchar('status', { length: 16 }).notNull().default('waiting_admin').$type<SupportThreadStatus>(),
    priority: varchar('priority', { length: 8 }).notNull().default('medium').$type<Priority>(),
    assigned_admin_id: integer('assigned_admin_id').references(() => users.id, { onDelete: 'set null' }),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('support_threads_status_idx').on(t.status, t.last_message_at),
    index('support_threads_user_idx').on(t.user_id, t.last_message_at),
    check(
      'support_threads_category_check',
      sql`${t.category} in ('general','appointment','payment','refund','account','salon','technical')`,
    ),
    check('support_threads_status_check', sql`${t.status} in ('waiting_admin','waiting_user','closed')`),
    check('support_threads_priority_check', sql`${t.priority} in ('high','medium','low')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    sender_user_id: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender_role: varchar('sender_role', { length: 8 }).notNull().$type<'user' | 'admin'>(),
    body: text('body').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('support_messages_thread_idx').on(t.thread_id, t.created_at),
    check('support_messages_role_check', sql`${t.sender_role} in ('user','admin')`),
  ],
);

/** One notification for the whole admin team; who read it is in admin_notification_reads. */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 32 })
      .notNull()
      .$type<
        | 'salon_application'
        | 'review_reported'
        | 'support_thread'
        | 'withdrawal_request'
        | 'contact_message'
        | 'system'
      >(),
    title: varchar('title', { length: 160 }).notNull(),
    message: text('message').notNull(),
    link: varchar('link', { length: 120 }),
    entity_type: varchar('entity_type', { length: 32 }),
    entity_id: integer('entity_id'),
    ...timestamps,
  },
  (t) => [
    index('admin_notifications_created_idx').on(t.created_at),
    uniqueIndex('admin_notifications_entity_unique').on(t.type, t.entity_type, t.entity_id),
    check(
      'admin_notifications_type_check',
      sql`${t.type} in ('salon_application','review_reported','support_thread','withdrawal_request','contact_message','system')`,
    ),
  ],
);

export const adminNotificationReads = pgTable(
  'admin_notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => adminNotifications.id, { onDelete: 'cascade' }),
    admin_user_id: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'admin_notification_reads_pk', columns: [t.notification_id, t.admin_user_id] }),
    index('admin_notification_reads_admin_idx').on(t.admin_user_id),
  ],
);

/** What admins changed, and every change made while impersonating (with the admin's id). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    admin_user_id: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonated_user_id: integer('impersonated_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 80 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    status_code: integer('status_code').notNull(),
    entity_type: varchar('entity_type', { length: 40 }),
    entity_id: integer('entity_id'),
    ip: varchar('ip', { length: 64 }),
    ...timestamps,
  },
  (t) => [
    index('admin_audit_log_admin_idx').on(t.admin_user_id, t.created_at),
    index('admin_audit_log_salon_idx').on(t.salon_id, t.created_at),
  ],
);
