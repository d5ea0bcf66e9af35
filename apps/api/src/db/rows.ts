import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from './client';

/**
 * Typed rows of hand-written SQL (search, slot loading, reports: where the query builder would only obscure the
 * query). Every row is parsed with a zod row schema, so a renamed column or a driver that answers another type fails
 * here, loudly and with the query's name, instead of flowing on as a wrongly typed value.
 *
 * Both drivers answer `db.execute` with an object holding `rows` (node-postgres `QueryResult`, PGlite `Results`);
 * this file is the one place that knows it.
 */

/** A row that disagrees with its schema: a bug in the query or the schema, answered as the usual 500. */
export class RowShapeError extends Error {
  constructor(
    readonly queryName: string,
    detail: string,
  ) {
    super(`Query "${queryName}" returned rows that do not match its row schema: ${detail}`);
    this.name = 'RowShapeError';
  }
}

const resultSchema = z.object({ rows: z.array(z.unknown()) });

/** Parses the rows of a driver result (either engine) with `schema`; throws RowShapeError naming the query. */
export function rowsOf<S extends z.ZodType>(queryName: string, schema: S, result: unknown): z.output<S>[] {
  const shaped = resultSchema.safeParse(result);
  if (!shaped.success) throw new RowShapeError(queryName, 'the driver result has no rows array');
  const parsed = z.array(schema).safeParse(shaped.data.rows);
  // The issues name paths and expected types, never the row's values (they may hold personal data).
  if (!parsed.success) throw new RowShapeError(queryName, z.prettifyError(parsed.error));
  return parsed.data;
}

/** Runs a hand-written query and parses every row. */
export async function queryRows<S extends z.ZodType>(
  db: Db,
  queryName: string,
  schema: S,
  query: SQL,
): Promise<z.output<S>[]> {
  return rowsOf(queryName, schema, await db.execute(query));
}

/** The first row (or undefined) of a hand-written query, parsed. */
export async function queryOne<S extends z.ZodType>(
  db: Db,
  queryName: string,
  schema: S,
  query: SQL,
): Promise<z.output<S> | undefined> {
  const rows = await queryRows(db, queryName, schema, query);
  return rows[0];
}

const dialect = new PgDialect();

/**
 * queryRows as a named prepared statement: node-postgres plans it once per connection instead of on every request
 * (for the hot slot and card loaders the plan took longer than the execution); PGlite ignores the name. Drizzle has
 * no public API for a named raw statement that also runs inside a transaction, so this is the one place that uses
 * the session (see ADR 0035). The text of a named statement must never change, only its parameters.
 */
export async function queryRowsNamed<S extends z.ZodType>(
  db: Db,
  statementName: string,
  schema: S,
  query: SQL,
): Promise<z.output<S>[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, statementName, false);
  return rowsOf(statementName, schema, await prepared.execute());
}

/** Runs a statement whose rows nobody reads (updates, deletes without `returning`). */
export async function runStatement(db: Db, query: SQL): Promise<void> {
  await db.execute(query);
}

// Column codecs. The engines disagree on some types (count(*) and bigint are strings on node-postgres and may be
// numbers or bigints on PGlite; numeric is a string; timestamps may be Date or text), so every row schema names the
// conversion it wants instead of trusting the driver.

const integerLike = z.union([z.number(), z.bigint(), z.string().regex(/^-?\d+$/)]);

/** integer, bigint, count(*): a safe JavaScript integer. */
export const int = integerLike.transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) {
    ctx.addIssue({ code: 'custom', message: 'not a safe integer' });
    return z.NEVER;
  }
  return n;
});
export const intOrNull = int.nullable();

/** numeric / double precision / real: a finite number. */
export const num = z.union([z.number(), z.bigint(), z.string()]).transform((v, ctx) => {
  const n = Number(v);
  if (typeof v === 'string' && v.trim() === '') {
    ctx.addIssue({ code: 'custom', message: 'empty numeric text' });
    return z.NEVER;
  }
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not a finite number' });
    return z.NEVER;
  }
  return n;
});
export const numOrNull = num.nullable();

/** numeric kept as its exact decimal text (e.g. ratings shown with one decimal). */
export const decimalText = z.union([z.string(), z.number()]).transform((v) => String(v));

const instantInput = z.union([z.date(), z.string()]);

/** timestamptz: a Date (drivers give Date or the database's text). */
export const timestamp = instantInput.transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'not a timestamp' });
    return z.NEVER;
  }
  return d;
});
export const timestampOrNull = timestamp.nullable();

/** timestamptz as ISO 8601 text, the contracts' format. */
export const isoTimestamp = timestamp.transform((d) => d.toISOString());
export const isoTimestampOrNull = isoTimestamp.nullable();

/**
 * date: the calendar day as YYYY-MM-DD. node-postgres turns a date into a local-midnight Date, PGlite into text;
 * both become the same day text here.
 */
export const dateText = z.union([z.date(), z.string()]).transform((v, ctx) => {
  if (typeof v === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'not a date' });
      return z.NEVER;
    }
    return v.slice(0, 10);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
});
export const dateTextOrNull = dateText.nullable();

/** The `n` of `select count(*) as n`. */
export const countRow = z.object({ n: int });
/** The `id` of `returning id`. */
export const idRow = z.object({ id: int });
