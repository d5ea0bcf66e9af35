import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CommercialChannel, ConsentSource, DeletionCancelledVia } from '@salonya/domain/privacy/privacy';
import { users } from './schema-identity';
import { timestamps } from './columns';

/**
 * Commercial message consent per channel as a history (migration 0033, ADR 0050): every grant and withdrawal is a
 * row with its time and source, as İYS asks; a channel's state is its newest row (none: not granted).
 */
export const commercialConsents = pgTable(
  'commercial_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull().$type<CommercialChannel>(),
    granted: boolean('granted').notNull(),
    source: varchar('source', { length: 20 }).notNull().$type<ConsentSource>(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 255 }),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('commercial_consents_user_idx').on(t.user_id, t.channel, t.id),
    check('commercial_consents_channel_check', sql`${t.channel} in ('sms','email','call')`),
    check(
      'commercial_consents_source_check',
      sql`${t.source} in ('register','settings','account_deletion','migration')`,
    ),
  ],
);

/** A user's request to delete their account: anonymised at due_at unless cancelled (sign-in or the mailed link). */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    cancel_token_hash: varchar('cancel_token_hash', { length: 64 }).notNull(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_via: varchar('cancelled_via', { length: 10 }).$type<DeletionCancelledVia>(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('account_deletion_requests_token_unique').on(t.cancel_token_hash),
    uniqueIndex('account_deletion_requests_open_unique')
      .on(t.user_id)
      .where(sql`${t.cancelled_at} is null and ${t.completed_at} is null`),
    index('account_deletion_requests_due_idx')
      .on(t.due_at)
      .where(sql`${t.cancelled_at} is null and ${t.completed_at} is null`),
    check('account_deletion_requests_via_check', sql`${t.cancelled_via} in ('sign_in','link')`),
  ],
);
