import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { z } from 'zod';
import {
  appliedMigrationProblems,
  appliedMigrationRowSchema,
  expectedMigrations,
  MigrationStateError,
  type AppliedMigration,
} from './migration-journal';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines; a transaction is also a Db. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations (on PostgreSQL under an advisory lock, so replicas starting together take turns),
   * then checks that the applied rows equal the journal. Throws MigrationStateError on a skipped or changed one.
   */
  migrate(folder?: string): Promise<MigrationResult>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Migrations ship next to the bundled server (dist/migrations) and in the source tree. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  // Source: src/db/migrations; bundle: dist/migrations (copied by build.mjs).
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export interface MigrationResult {
  /** How many migrations this call applied (0 when another replica had already applied them). */
  applied: number;
}

/** Fixed key of the session-level advisory lock held while migrating (any bigint; it only has to be constant). */
export const MIGRATION_LOCK_KEY = 7_301_520_230_023;

type RowReader = (text: string) => Promise<readonly unknown[]>;

async function readAppliedMigrations(read: RowReader): Promise<AppliedMigration[]> {
  const [present] = await read(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!z.object({ present: z.boolean() }).parse(present).present) return [];
  const rows = await read('select id, hash, created_at from drizzle.__drizzle_migrations order by id');
  return z.array(appliedMigrationRowSchema).parse(rows);
}

/** Refuses before migrating when the migrator would skip an entry, applies, then demands equality with the journal. */
async function migrateChecked(
  folder: string,
  read: RowReader,
  apply: () => Promise<void>,
): Promise<MigrationResult> {
  const expected = expectedMigrations(folder);
  const before = await readAppliedMigrations(read);
  const skipped = appliedMigrationProblems(expected, before, 'before');
  if (skipped.length > 0) throw new MigrationStateError(skipped);
  await apply();
  const after = await readAppliedMigrations(read);
  const problems = appliedMigrationProblems(expected, after, 'after');
  if (problems.length > 0) throw new MigrationStateError(problems);
  return { applied: after.length - before.length };
}

export const pgliteExtensions = { btree_gist, pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client error must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db: Db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: async (folder = migrationsFolder()) => {
        // One connection holds the lock and runs the migrator, so the lock covers the read of the last applied row.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            return await migrateChecked(
              folder,
              async (text) => (await client.query(text)).rows,
              () => migratePg(drizzlePg(client), { migrationsFolder: folder }),
            );
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  }).catch((err: unknown) => {
    lock?.release();
    throw err;
  });
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database, so no lock is needed here.
    migrate: (folder = migrationsFolder()) =>
      migrateChecked(
        folder,
        async (text) => (await client.query(text)).rows,
        () => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      ),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}
