import { sql } from 'drizzle-orm';
import { DEFAULT_SERVICE_RADIUS_KM } from '@salonya/domain/booking/status';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appointments } from './schema-booking';
import { salonStaff, salons } from './schema-catalogue';
import { users } from './schema-identity';
import { timestamps } from './columns';

/** A staff member's working ranges per ISO weekday (1 = Pazartesi); several ranges a day are allowed. */
export const staffWorkingHours = pgTable(
  'staff_working_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    starts_at: time('starts_at').notNull(),
    ends_at: time('ends_at').notNull(),
    ...timestamps,
  },
  (t) => [index('staff_working_hours_staff_idx').on(t.salon_staff_id, t.weekday)],
);

export const blockingTypes = ['unavailable', 'vacation', 'sick', 'meeting', 'personal'] as const;
export type BlockingType = (typeof blockingTypes)[number];

/** SPEC §3 Blocking: time a staff member cannot be booked (one day, part of it, or recurring). */
export const staffBlockings = pgTable(
  'staff_blockings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    staff_user_id: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    type: varchar('type', { length: 12 }).notNull().default('unavailable').$type<BlockingType>(),
    date: date('date').notNull(),
    start_time: time('start_time'),
    end_time: time('end_time'),
    reason: varchar('reason', { length: 200 }).notNull(),
    is_full_day: boolean('is_full_day').notNull().default(false),
    recurring: boolean('recurring').notNull().default(false),
    recurring_pattern: varchar('recurring_pattern', { length: 10 })
      .notNull()
      .default('weekly')
      .$type<'daily' | 'weekly' | 'monthly'>(),
    end_date: date('end_date'),
    status: varchar('status', { length: 10 }).notNull().default('active').$type<'active' | 'cancelled'>(),
    created_by: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('staff_blockings_staff_date_idx').on(t.salon_staff_id, t.date),
    index('staff_blockings_salon_date_idx').on(t.salon_id, t.date),
  ],
);

/** SPEC §3 Break: a recurring pause on the named weekdays (monday … sunday). */
export const staffBreaks = pgTable(
  'staff_breaks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    staff_user_id: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    days: text('days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar('status', { length: 10 }).notNull().default('active').$type<'active' | 'cancelled'>(),
    ...timestamps,
  },
  (t) => [
    index('staff_breaks_staff_idx').on(t.salon_staff_id),
    index('staff_breaks_salon_idx').on(t.salon_id),
  ],
);

/** Per-salon booking rules; a salon without a row uses the column defaults. */
export const salonBookingSettings = pgTable('salon_booking_settings', {
  salon_id: integer('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  min_notice_minutes: integer('min_notice_minutes').notNull().default(60),
  max_advance_days: integer('max_advance_days').notNull().default(60),
  buffer_minutes: integer('buffer_minutes').notNull().default(0),
  cancellation_cutoff_minutes: integer('cancellation_cutoff_minutes').notNull().default(120),
  requires_manual_confirmation: boolean('requires_manual_confirmation').notNull().default(false),
  /** Home services: how far from the salon it comes (migration 0015). */
  service_radius_km: integer('service_radius_km').notNull().default(20),
  /** Home services: minutes kept free after a home appointment for the way back (migration 0018). */
  home_travel_buffer_minutes: integer('home_travel_buffer_minutes').notNull().default(0),
  /** Home services: extra fee added to a home appointment, kuruş (migration 0018). */
  home_service_fee_kurus: bigint('home_service_fee_kurus', { mode: 'number' }).notNull().default(0),
  /** Off: the salon is listed but takes no online booking for now (migration 0021, /salon/ayarlar). */
  accepts_online_bookings: boolean('accepts_online_bookings').notNull().default(true),
  /** Which mails the owner gets for this salon (migration 0021). */
  notify_new_booking: boolean('notify_new_booking').notNull().default(true),
  notify_cancellation: boolean('notify_cancellation').notNull().default(true),
  notify_daily_digest: boolean('notify_daily_digest').notNull().default(true),
  /** On: each staff member may set their own length of a service they do (migration 0029, /personel/hizmetlerim). */
  allow_staff_durations: boolean('allow_staff_durations').notNull().default(false),
  /** The refund policy of paid bookings (migration 0031, ADR 0048): free cancellation window, late refund. */
  free_cancellation_minutes: integer('free_cancellation_minutes').notNull().default(1440),
  late_refund: varchar('late_refund', { length: 8 }).notNull().default('partial'),
  late_refund_percent: smallint('late_refund_percent').notNull().default(50),
  ...timestamps,
});

/**
 * The owner's daily summary mail, one row per salon and Istanbul day (migration 0024). The row is inserted in the
 * transaction that queues the mail; the primary key keeps a second process from sending the same day again.
 */
export const ownerDailyDigests = pgTable(
  'owner_daily_digests',
  {
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    digest_date: date('digest_date').notNull(),
    /** False: the day had nothing to tell (no appointments, nothing pending, no revenue), so no mail went out. */
    mailed: boolean('mailed').notNull(),
    handled_at: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.salon_id, t.digest_date] })],
);

/** The salon an owner last switched to (POST /salon-owner/switch-salon); one row per owner (migration 0021). */
export const ownerSalonSelections = pgTable(
  'owner_salon_selections',
  {
    owner_user_id: integer('owner_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    selected_at: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_salon_selections_salon_idx').on(t.salon_id)],
);

export const DEFAULT_BOOKING_SETTINGS = {
  min_notice_minutes: 60,
  max_advance_days: 60,
  buffer_minutes: 0,
  cancellation_cutoff_minutes: 120,
  requires_manual_confirmation: false,
  service_radius_km: DEFAULT_SERVICE_RADIUS_KM,
  home_travel_buffer_minutes: 0,
  home_service_fee_kurus: 0,
  accepts_online_bookings: true,
  notify_new_booking: true,
  notify_cancellation: true,
  notify_daily_digest: true,
} as const;

/** The answer given to one Idempotency-Key of one customer, replayed for a repeated request. */
export const appointmentIdempotencyKeys = pgTable(
  'appointment_idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customer_user_id: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    response_status: smallint('response_status'),
    response_body: jsonb('response_body'),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('appointment_idempotency_keys_unique').on(t.customer_user_id, t.key)],
);
