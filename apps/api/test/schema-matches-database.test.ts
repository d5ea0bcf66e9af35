import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { openTestDatabase } from './test-app';

/**
 * ADR 0023: the SQL migrations are the source of truth and the Drizzle tables in schema-*.ts must describe the
 * migrated database. A column added in SQL but not in the schema (or the other way round), or declared with another
 * type or nullability, fails here.
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const columnRow = z.object({
  table_name: z.string(),
  column_name: z.string(),
  type: z.string(),
  not_null: z.boolean(),
});

/** table → column → "type [not] null", types spelled the way Drizzle spells them. */
type Shape = Record<string, Record<string, string>>;

function normalType(type: string): string {
  return type
    .replace('character varying', 'varchar')
    .replace('time without time zone', 'time')
    .replace('timestamp without time zone', 'timestamp')
    .replaceAll(', ', ',');
}
const describeColumn = (type: string, notNull: boolean) =>
  `${normalType(type)} ${notNull ? 'not null' : 'null'}`;

function drizzleShape(): Shape {
  const shape: Shape = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema && config.schema !== 'public') continue;
    shape[config.name] = Object.fromEntries(
      config.columns.map((c) => [c.name, describeColumn(c.getSQLType(), c.notNull)] as const),
    );
  }
  return shape;
}

async function databaseShape(tables: string[]): Promise<Shape> {
  const result = await database.db.execute(sql`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const shape: Shape = {};
  for (const row of z.object({ rows: z.array(columnRow) }).parse(result).rows) {
    if (!tables.includes(row.table_name)) continue;
    (shape[row.table_name] ??= {})[row.column_name] = describeColumn(row.type, row.not_null);
  }
  return shape;
}

async function databaseTables(): Promise<string[]> {
  const result = await database.db.execute(sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  return z
    .object({ rows: z.array(z.object({ table_name: z.string() })) })
    .parse(result)
    .rows.map((r) => r.table_name);
}

describe('the Drizzle schema matches the migrated database', () => {
  it('has a Drizzle table for every table of the migrations, and no other', async () => {
    expect(Object.keys(drizzleShape()).sort()).toEqual(await databaseTables());
  });

  it('declares the same columns, with the same types and nullability, for every table', async () => {
    const drizzle = drizzleShape();
    expect(await databaseShape(Object.keys(drizzle))).toEqual(drizzle);
  });
});
