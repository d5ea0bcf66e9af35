import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
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

export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export type AppointmentSource = 'online' | 'salon' | 'guest_link';
export type CancelledBy = 'customer' | 'salon' | 'admin' | 'system';

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
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: varchar('cancelled_by', { length: 12 }).$type<CancelledBy>(),
    cancellation_reason: text('cancellation_reason'),
    created_by_user_id: integer('created_by_user_id').references(() => users.id),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('appointments_salon_starts_idx').on(t.salon_id, t.starts_at),
    index('appointments_staff_starts_idx').on(t.salon_staff_id, t.starts_at),
    // Migration 0017 adds appointments_live_staff_starts_idx (salon_staff_id, starts_at) INCLUDE (ends_at) WHERE
    // live, for the slot loader's index-only scan (the builder has no INCLUDE).
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
