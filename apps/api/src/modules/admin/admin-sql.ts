import { sql, type SQL } from 'drizzle-orm';

/** A timestamp column as ISO 8601 (drivers give Date; a string is read as the database wrote it). */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/** An instant as a query parameter both drivers read the same way. */
export function ts(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

/** `where a and b …` from optional conditions; `true` when there are none. */
export function whereAll(conditions: (SQL | null | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}
