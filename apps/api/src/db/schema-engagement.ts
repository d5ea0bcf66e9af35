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
  varchar,
} from 'drizzle-orm/pg-core';
import { salons, salonStaff } from './schema-catalogue';
import { districts, provinces, users } from './schema-identity';
import { timestamps } from './columns';

export const favorites = pgTable(
  'favorites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.salon_id] }), index('favorites_salon_idx').on(t.salon_id)],
);

/** A customer's favourite specialists (migration 0034, ADR 0051): the heart on /uzman/{id} and staff cards. */
export const favoriteStaff = pgTable(
  'favorite_staff',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.salon_staff_id] }),
    index('favorite_staff_staff_idx').on(t.salon_staff_id),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    subject: varchar('subject', { length: 40 }).notNull(),
    message: text('message').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('new')
      .$type<'new' | 'read' | 'answered' | 'done'>(),
    ip: varchar('ip', { length: 64 }),
    /** Admin handling (migration 0012). */
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    replied_by_user_id: integer('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    read_at: timestamp('read_at', { withTimezone: true }),
    done_at: timestamp('done_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.created_at)],
);

export type SalonApplicationStatus = 'pending' | 'approved' | 'rejected';

export const salonApplications = pgTable(
  'salon_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicant_name: varchar('applicant_name', { length: 100 }).notNull(),
    applicant_email: varchar('applicant_email', { length: 254 }).notNull(),
    applicant_phone: varchar('applicant_phone', { length: 20 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    salon_name: varchar('salon_name', { length: 120 }).notNull(),
    salon_type: varchar('salon_type', { length: 40 }).notNull(),
    gender_focus: varchar('gender_focus', { length: 10 }).notNull(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id),
    address: varchar('address', { length: 255 }).notNull(),
    tax_number: varchar('tax_number', { length: 11 }).notNull(),
    staff_count: integer('staff_count').notNull(),
    category_ids: integer('category_ids').array().notNull(),
    note: text('note').notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('pending').$type<SalonApplicationStatus>(),
    reviewed_by: integer('reviewed_by').references(() => users.id),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    review_note: text('review_note'),
    salon_id: integer('salon_id').references(() => salons.id),
    ...timestamps,
  },
  (t) => [
    index('salon_applications_status_idx').on(t.status, t.created_at),
    index('salon_applications_email_idx').on(t.applicant_email),
    check('salon_applications_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

export const salonApplicationDocuments = pgTable(
  'salon_application_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => salonApplications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime_type: varchar('mime_type', { length: 64 }).notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    ...timestamps,
  },
  (t) => [index('salon_application_documents_app_idx').on(t.application_id)],
);
