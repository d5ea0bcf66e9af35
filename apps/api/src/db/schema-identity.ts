import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export interface NotificationSettingsColumn {
  email_notifications: boolean;
  sms_notifications: boolean;
  push_notifications: boolean;
  appointment_reminders: boolean;
  marketing_emails: boolean;
}

export interface UserAvatarVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  bytes: number;
  key: string;
  url: string;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    password_hash: text('password_hash').notNull(),
    user_type: varchar('user_type', { length: 20 })
      .notNull()
      .$type<'customer' | 'salon_owner' | 'staff' | 'admin'>(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avatar_url: text('avatar_url'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    kvkk_consent_at: timestamp('kvkk_consent_at', { withTimezone: true }),
    commercial_consent: boolean('commercial_consent').notNull().default(false),
    commercial_consent_at: timestamp('commercial_consent_at', { withTimezone: true }),
    notification_settings: jsonb('notification_settings').$type<NotificationSettingsColumn>().notNull(),
    is_active: boolean('is_active').notNull().default(true),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    /** Set by an admin together with is_active = false (migration 0012). */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    deactivation_reason: text('deactivation_reason'),
    /** The uploaded profile photo's encoded variants (migration 0033); avatar_url is its largest WebP. */
    avatar_variants: jsonb('avatar_variants').$type<UserAvatarVariant[]>(),
    /** Set when the deletion job emptied the account after its grace period (migration 0033, ADR 0050). */
    anonymised_at: timestamp('anonymised_at', { withTimezone: true }),
    /** The customer's T.C. kimlik numarası for invoices, optional (migration 0036); sent to the payment provider. */
    tckn: varchar('tckn', { length: 11 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_user_type_idx').on(t.user_type),
    index('users_created_idx').on(t.created_at),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    user_agent: varchar('user_agent', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Set when an admin impersonates: the admin to return to. */
    impersonator_user_id: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The salon an impersonation token acts for (FK to salons in migration 0012). */
    impersonated_salon_id: integer('impersonated_salon_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.token_hash),
    index('auth_tokens_user_idx').on(t.user_id),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.token_hash),
    index('password_reset_user_idx').on(t.user_id),
  ],
);

/** Devices an account signed in from: sha256 of the random id the browser keeps (X-Device-Id). */
export const userDevices = pgTable(
  'user_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device_hash: varchar('device_hash', { length: 64 }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_devices_user_hash_unique').on(t.user_id, t.device_hash)],
);

/** One-time sign-in links sent by mail (stored hashed). */
export const loginLinks = pgTable(
  'login_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('login_links_hash_unique').on(t.token_hash),
    index('login_links_user_idx').on(t.user_id),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    template: varchar('template', { length: 64 }).notNull(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    status: varchar('status', { length: 16 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'sent' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    available_at: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Files sent with the mail (migration 0015: the .ics of an appointment), content as UTF-8 text. */
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.available_at),
    index('mail_outbox_to_idx').on(t.to_address),
  ],
);

export const provinces = pgTable(
  'provinces',
  {
    /** Plate code 1..81. */
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 64 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('provinces_slug_unique').on(t.slug)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: varchar('name', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 64 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('districts_province_slug_unique').on(t.province_id, t.slug)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 40 }),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    icon: varchar('icon', { length: 16 }).notNull(),
    description: text('description').notNull().default(''),
    image_url: text('image_url'),
    image_hover_url: text('image_hover_url'),
    parent_id: integer('parent_id'),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), uniqueIndex('categories_code_unique').on(t.code)],
);
