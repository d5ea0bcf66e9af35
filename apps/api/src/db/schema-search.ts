import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { salons } from './schema-catalogue';

export const searchDocumentKinds = ['salon', 'staff', 'service', 'category', 'district', 'city'] as const;
export type SearchDocumentKind = (typeof searchDocumentKinds)[number];

/**
 * What the unified search matches (migration 0011_search, with its trigram indexes and search_fold()).
 * Rows with a salon_id are a salon's name or a staff member's name; rows without are the vocabulary.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 12 }).notNull().$type<SearchDocumentKind>(),
    /** salons.id, salon_staff.id, services.id (the first of that name), categories.id, districts.id, provinces.id. */
    ref_id: integer('ref_id').notNull(),
    salon_id: integer('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    province_id: integer('province_id'),
    district_id: integer('district_id'),
    title: varchar('title', { length: 200 }).notNull(),
    folded: text('folded').notNull(),
    weight: real('weight').notNull().default(1),
  },
  (t) => [
    index('search_documents_salon_idx').on(t.salon_id),
    index('search_documents_kind_ref_idx').on(t.kind, t.ref_id),
    check(
      'search_documents_kind_check',
      sql`${t.kind} in ('salon','staff','service','category','district','city')`,
    ),
  ],
);

/** One row per unified search: anonymous, kept 30 days and at most SEARCH_LOG_MAX_ROWS rows. */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    search_id: uuid('search_id').notNull(),
    query: varchar('query', { length: 100 }).notNull(),
    normalized_query: varchar('normalized_query', { length: 200 }).notNull(),
    context: varchar('context', { length: 10 }).notNull(),
    province_id: integer('province_id'),
    district_id: integer('district_id'),
    result_count: integer('result_count').notNull(),
    clicked_result_type: varchar('clicked_result_type', { length: 24 }),
    clicked_result_id: integer('clicked_result_id'),
    clicked_position: integer('clicked_position'),
    clicked_at: timestamp('clicked_at', { withTimezone: true }),
    /** 'search' (a unified search) or 'suggestions' (a chosen suggestion, logged at the click). */
    source: varchar('source', { length: 12 }).notNull().default('search'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_log_search_id_unique').on(t.search_id),
    index('search_log_created_idx').on(t.created_at),
    index('search_log_province_created_idx').on(t.province_id, t.created_at),
    check('search_log_source_check', sql`${t.source} in ('search','suggestions')`),
  ],
);

/** Distinct folded words of salon, staff, service and category names. */
export const searchTokens = pgTable(
  'search_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
  },
  (t) => [uniqueIndex('search_tokens_token_unique').on(t.token)],
);

/** Which salons a word occurs in, with the best weight of where (name, category, staff, service). */
export const searchPostings = pgTable(
  'search_postings',
  {
    token_id: integer('token_id')
      .notNull()
      .references(() => searchTokens.id, { onDelete: 'cascade' }),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    province_id: integer('province_id').notNull(),
    district_id: integer('district_id').notNull(),
    weight: real('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.token_id, t.salon_id] }),
    index('search_postings_salon_idx').on(t.salon_id),
  ],
);
