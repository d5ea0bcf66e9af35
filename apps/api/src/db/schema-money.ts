import {
  bigint,
  boolean,
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
import { timestamps } from './columns';
import { appointments } from './schema-booking';
import { salons } from './schema-catalogue';
import { categories, users } from './schema-identity';

// Money, part 1 (migration 0026, ADR 0041 and 0042). The zero-sum check of a journal and the immutability of
// postings are triggers in the migration.

/** One account of the ledger with its cached balance (kuruş), updated under a row lock with every posting. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'restrict' }),
    balance_kurus: bigint('balance_kurus', { mode: 'number' }).notNull().default(0),
    may_go_negative: boolean('may_go_negative').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_unique').on(t.key),
    index('ledger_accounts_user_idx').on(t.user_id),
  ],
);

/** A card, wallet or split payment of a booking, or a wallet top-up. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customer_user_id: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'restrict' }),
    salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'restrict' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    amount_kurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    card_kurus: bigint('card_kurus', { mode: 'number' }).notNull(),
    wallet_kurus: bigint('wallet_kurus', { mode: 'number' }).notNull(),
    provider_ref: varchar('provider_ref', { length: 100 }),
    card_last4: varchar('card_last4', { length: 4 }),
    three_ds: varchar('three_ds', { length: 16 }).notNull().default('none'),
    challenge_token_hash: varchar('challenge_token_hash', { length: 64 }),
    failure_code: varchar('failure_code', { length: 24 }),
    failure_message: text('failure_message'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    captured_at: timestamp('captured_at', { withTimezone: true }),
    failed_at: timestamp('failed_at', { withTimezone: true }),
    // Migration 0032 (ADR 0049): instalments, a real provider's 3-D Secure page, the reconciliation's claim.
    installment_count: smallint('installment_count').notNull().default(1),
    card_charged_kurus: bigint('card_charged_kurus', { mode: 'number' }),
    challenge_html: text('challenge_html'),
    reconcile_lease_until: timestamp('reconcile_lease_until', { withTimezone: true }),
    reconcile_attempts: integer('reconcile_attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('payments_customer_idx').on(t.customer_user_id, t.created_at),
    index('payments_status_idx').on(t.status, t.expires_at),
    index('payments_appointment_idx').on(t.appointment_id),
    uniqueIndex('payments_challenge_unique').on(t.challenge_token_hash),
  ],
);

/** One business event that moved money (its postings sum to zero). */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 24 }).notNull(),
    payment_id: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'restrict' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    index('ledger_journals_payment_idx').on(t.payment_id),
    index('ledger_journals_appointment_idx').on(t.appointment_id),
  ],
);

/** One line of a journal: kuruş into (positive) or out of (negative) one account. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    journal_id: integer('journal_id')
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: 'restrict' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount_kurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('ledger_postings_journal_idx').on(t.journal_id),
    index('ledger_postings_account_idx').on(t.account_id, t.id),
  ],
);

/** The stored answer of a money-moving request for its Idempotency-Key (24 hours). */
export const moneyIdempotencyKeys = pgTable(
  'money_idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    response_status: smallint('response_status'),
    response_body: jsonb('response_body'),
    ...timestamps,
  },
  (t) => [uniqueIndex('money_idempotency_keys_unique').on(t.user_id, t.scope, t.key)],
);

// Coupons (migration 0030, ADR 0047). The checks (kinds, limits, used_count within the total limit) are in the
// migration.

/** A platform or salon coupon: percent or fixed kuruş, its window, limits and scope. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 40 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    funded_by: varchar('funded_by', { length: 8 }).notNull(),
    salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'restrict' }),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    min_amount_kurus: bigint('min_amount_kurus', { mode: 'number' }).notNull().default(0),
    total_limit: integer('total_limit'),
    per_user_limit: integer('per_user_limit'),
    first_booking_only: boolean('first_booking_only').notNull().default(false),
    is_public: boolean('is_public').notNull().default(true),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Active redemptions, kept under the coupon's row lock. */
    used_count: integer('used_count').notNull().default(0),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code), index('coupons_salon_idx').on(t.salon_id)],
);

/** One use of a coupon by one booking; released when the booking is cancelled or not paid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'restrict' }),
    discount_kurus: bigint('discount_kurus', { mode: 'number' }).notNull(),
    /** The part Salonya paid through promotion funding (the whole discount of a platform coupon, else 0). */
    funded_kurus: bigint('funded_kurus', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    released_at: timestamp('released_at', { withTimezone: true }),
    release_reason: text('release_reason'),
    ...timestamps,
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.coupon_id, t.user_id),
    index('coupon_redemptions_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('coupon_redemptions_appointment_unique').on(t.appointment_id),
  ],
);

// Money, part 2 (migration 0031, ADR 0048): refunds and the wallet settings.

/** The refund of one captured booking payment (one at most per payment): automatic, or a request an admin decides. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    customer_user_id: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull(),
    destination: varchar('destination', { length: 8 }).notNull(),
    automatic: boolean('automatic').notNull().default(false),
    cancelled_by: varchar('cancelled_by', { length: 16 }).notNull(),
    paid_kurus: bigint('paid_kurus', { mode: 'number' }).notNull(),
    proposed_kurus: bigint('proposed_kurus', { mode: 'number' }).notNull(),
    amount_kurus: bigint('amount_kurus', { mode: 'number' }),
    card_kurus: bigint('card_kurus', { mode: 'number' }).notNull().default(0),
    wallet_kurus: bigint('wallet_kurus', { mode: 'number' }).notNull().default(0),
    provider_refund_ref: varchar('provider_refund_ref', { length: 100 }),
    decision_reason: text('decision_reason'),
    decided_by_user_id: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_payment_unique').on(t.payment_id),
    index('refunds_status_idx').on(t.status, t.created_at),
    index('refunds_customer_idx').on(t.customer_user_id),
    index('refunds_appointment_idx').on(t.appointment_id),
  ],
);

/** The one row of wallet settings (id 1): top-up limits an administrator sets at /admin#wallet-settings. */
export const walletSettings = pgTable('wallet_settings', {
  id: smallint('id').primaryKey().default(1),
  top_up_min_kurus: bigint('top_up_min_kurus', { mode: 'number' }).notNull().default(5000),
  top_up_max_kurus: bigint('top_up_max_kurus', { mode: 'number' }).notNull().default(1_000_000),
  updated_by_user_id: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** Top up at least min_top_up_kurus, get bonus_kurus from promotion funding (the largest rule that fits applies). */
export const walletBonusRules = pgTable('wallet_bonus_rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  min_top_up_kurus: bigint('min_top_up_kurus', { mode: 'number' }).notNull(),
  bonus_kurus: bigint('bonus_kurus', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
