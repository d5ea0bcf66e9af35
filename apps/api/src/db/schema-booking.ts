import { sql } from 'drizzle-orm';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@salonya/domain/booking/status';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { salonStaff, salons, services } from './schema-catalogue';
import { users } from './schema-identity';
import { timestamps } from './columns';

/** The statuses live in packages/domain/src/booking/status.ts (issue 14 item 5). */
export const appointmentStatuses = APPOINTMENT_STATUSES;
export type { AppointmentStatus };
export type AppointmentSource = 'online' | 'salon' | 'guest_link';
export type CancelledBy = 'customer' | 'salon' | 'admin' | 'system';

export interface AppointmentAddressColumn {
  title: string;
  address: string;
  district: string;
  city: string;
  latitude: number;
  longitude: number;
  distance_km: number | null;
}

export interface AppointmentPetColumn {
  name: string;
  species: 'kopek' | 'kedi' | 'diger';
  breed: string;
  size: 'kucuk' | 'orta' | 'buyuk';
}

/**
 * One booked visit of one staff member (SPEC §3 Staff reference: salon_staff_id for booking and calendar, the staff
 * user_id for appointment, review and payment). An exclusion constraint (migration 0010) makes two non-cancelled
 * appointments of one staff member overlapping in time impossible, whatever the application does.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id),
    /** Null while a salon-made booking for a guest waits for the guest's approval (a/{token}). */
    customer_user_id: integer('customer_user_id').references(() => users.id),
    guest_name: varchar('guest_name', { length: 100 }),
    guest_phone: varchar('guest_phone', { length: 20 }),
    guest_email: varchar('guest_email', { length: 254 }),
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id),
    staff_user_id: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('confirmed').$type<AppointmentStatus>(),
    source: varchar('source', { length: 12 }).notNull().default('online').$type<AppointmentSource>(),
    notes: text('notes').notNull().default(''),
    total_price_kurus: bigint('total_price_kurus', { mode: 'number' }).notNull(),
    total_duration_minutes: integer('total_duration_minutes').notNull(),
    payment_method: varchar('payment_method', { length: 16 })
      .notNull()
      .default('pay_at_salon')
      .$type<'pay_at_salon' | 'card'>(),
    payment_status: varchar('payment_status', { length: 12 })
      .notNull()
      .default('unpaid')
      .$type<'unpaid' | 'paid' | 'refunded'>(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /** When the 'how was your visit?' mail went out, 2 h after completion (migration 0027, ADR 0043); once. */
    review_reminder_sent_at: timestamp('review_reminder_sent_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: varchar('cancelled_by', { length: 12 }).$type<CancelledBy>(),
    cancellation_reason: text('cancellation_reason'),
    created_by_user_id: integer('created_by_user_id').references(() => users.id),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /** Home services: where the salon comes to, copied at booking time (migration 0015). */
    address: jsonb('address').$type<AppointmentAddressColumn>(),
    /** Pet services: the pet (migration 0015). */
    pet: jsonb('pet').$type<AppointmentPetColumn>(),
    /** Bumped on every move and cancellation: the SEQUENCE of the calendar file. */
    revision: integer('revision').notNull().default(0),
    /** A coupon's discount (migration 0030, ADR 0047): the customer pays total_price_kurus - discount_kurus. */
    discount_kurus: bigint('discount_kurus', { mode: 'number' }).notNull().default(0),
    coupon_code: varchar('coupon_code', { length: 40 }),
    ...timestamps,
  },
  (t) => [
    index('appointments_salon_starts_idx').on(t.salon_id, t.starts_at),
    index('appointments_staff_starts_idx').on(t.salon_staff_id, t.starts_at),
    // Migration 0017 adds appointments_live_staff_starts_idx (salon_staff_id, starts_at) INCLUDE (ends_at) WHERE
    // live, for the slot loader's index-only scan (the builder has no INCLUDE).
    // Migration 0018: a staff member's live home visits (the slot loader adds the salon's travel buffer after them).
    index('appointments_live_home_staff_idx')
      .on(t.salon_staff_id, t.starts_at)
      .where(sql`${t.address} is not null and ${t.status} <> 'cancelled' and ${t.deleted_at} is null`),
    index('appointments_customer_starts_idx').on(t.customer_user_id, t.starts_at),
    // Migration 0013: the staff member's own lists.
    index('appointments_staff_user_starts_idx').on(t.staff_user_id, t.starts_at),
    index('appointments_status_created_idx').on(t.status, t.created_at),
    check('appointments_time_check', sql`${t.ends_at} > ${t.starts_at}`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending','confirmed','completed','cancelled','no_show')`,
    ),
    check('appointments_source_check', sql`${t.source} in ('online','salon','guest_link')`),
    check('appointments_price_check', sql`${t.total_price_kurus} >= 0`),
    check(
      'appointments_discount_check',
      sql`${t.discount_kurus} >= 0 and ${t.discount_kurus} <= ${t.total_price_kurus}`,
    ),
  ],
);

/** The services of an appointment in the order they are done, with price and duration as booked. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    price_kurus: bigint('price_kurus', { mode: 'number' }).notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('appointment_services_position_unique').on(t.appointment_id, t.position),
    index('appointment_services_service_idx').on(t.service_id),
  ],
);

/** A customer's saved addresses (the wizard's location step, /musteri/adreslerim). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull(),
    district: varchar('district', { length: 64 }).notNull(),
    city: varchar('city', { length: 64 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The customer's default address (migration 0027): at most one per customer. */
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.user_id, t.id),
    uniqueIndex('customer_addresses_default_unique')
      .on(t.user_id)
      .where(sql`${t.is_default}`),
  ],
);

/** The single-use a/{token} link of a salon-made booking for a guest; only the token's SHA-256 is stored. */
export const guestAppointmentLinks = pgTable(
  'guest_appointment_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    answer: varchar('answer', { length: 10 }).$type<'approved' | 'declined'>(),
    /** The customer account a walk-in named (migration 0025): the appointment is attached to it on approval. */
    customer_user_id: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Only mailed, never shown to or renewed as a link for the salon (a walk-in for a named customer). */
    mail_only: boolean('mail_only').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('guest_appointment_links_hash_unique').on(t.token_hash),
    uniqueIndex('guest_appointment_links_appointment_unique').on(t.appointment_id),
    check('guest_appointment_links_answer_check', sql`${t.answer} in ('approved','declined')`),
  ],
);

export const reminderKinds = ['reminder_24h', 'reminder_2h'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** Planned reminder mails: one row per appointment and kind, sent at most once (ADR 0018). */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().$type<ReminderKind>(),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('appointment_reminders_appointment_kind_unique').on(t.appointment_id, t.kind),
    index('appointment_reminders_due_idx')
      .on(t.due_at)
      .where(sql`${t.sent_at} is null and ${t.cancelled_at} is null`),
    check('appointment_reminders_kind_check', sql`${t.kind} in ('reminder_24h','reminder_2h')`),
  ],
);
