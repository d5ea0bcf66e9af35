import { timestamp } from 'drizzle-orm/pg-core';

/** created_at/updated_at, which every table has (DESIGN §1). */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
