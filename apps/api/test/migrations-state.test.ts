import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { expectedMigrations, MigrationStateError, readJournal } from '../src/db/migration-journal';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Migration {
  tag: string;
  when: number;
  sql: string;
}
/** A migrations folder of its own: tiny migrations, written the way drizzle reads them. */
function writeFolder(
  migrations: Migration[],
  dir = mkdtempSync(path.join(tmpdir(), 'salonya-migrations-')),
): string {
  if (!dirs.includes(dir)) dirs.push(dir);
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  for (const m of migrations) writeFileSync(path.join(dir, `${m.tag}.sql`), m.sql);
  const entries = migrations.map((m, idx) => ({
    idx,
    version: '7',
    when: m.when,
    tag: m.tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return dir;
}

const a: Migration = { tag: '0000_a', when: 1000, sql: 'create table a (id int primary key);' };
const b: Migration = { tag: '0001_b', when: 2000, sql: 'create table b (id int primary key);' };
const c: Migration = { tag: '0002_c', when: 3000, sql: 'create table c (id int primary key);' };

async function migrationError(run: Promise<unknown>): Promise<MigrationStateError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof MigrationStateError))
    throw new Error(`expected a MigrationStateError, got ${String(error)}`);
  return error;
}

describe('post-migrate check (PGlite)', () => {
  // One embedded database, emptied before each test (starting PGlite is the slow part).
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop table if exists a, b, c`);
  });

  it('applies in order, then finds nothing to do', async () => {
    const folder = writeFolder([a, c]);
    expect(await database.migrate(folder)).toEqual({ applied: 2 });
    expect(await database.migrate(folder)).toEqual({ applied: 0 });
  });

  it('refuses a migration merged with an older `when` than one already applied, naming it', async () => {
    const folder = writeFolder([a, c]);
    await database.migrate(folder);
    // A branch merged later brings 0001_b, stamped before 0002_c: drizzle alone would skip it without a sound.
    writeFolder([a, b, { ...c, tag: '0002_c' }], folder);
    const error = await migrationError(database.migrate(folder));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^migration 0001_b \(when 2000\) was skipped/);
    expect(error.message).toMatch(/^Refusing to start: the database's migrations do not match this build\./);
  });

  it('refuses a migration file changed after it was applied, naming it', async () => {
    const folder = writeFolder([a, b]);
    await database.migrate(folder);
    writeFolder([a, { ...b, sql: 'create table b (id int primary key, extra text);' }], folder);
    const error = await migrationError(database.migrate(folder));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^migration 0001_b was changed after it was applied/);
  });

  it('refuses a database with an applied migration this build does not know', async () => {
    await database.migrate(writeFolder([a, b]));
    const error = await migrationError(database.migrate(writeFolder([a])));
    expect(error.problems[0]).toMatch(/not in the journal: this build is older than the database/);
  });

  // Last: it leaves the real tables behind.
  it("replays main's history: a database migrated when 0012_admin was merged before 0011_search refuses to start", async () => {
    const real = readJournal(migrationsFolder()).entries;
    const asMigration = (tag: string): Migration => ({
      tag,
      when: real.find((e) => e.tag === tag)!.when,
      sql: readFileSync(path.join(migrationsFolder(), `${tag}.sql`), 'utf8'),
    });
    // The journal of commit a9ce43e (Admin API): 0000…0010 and 0012_admin, without 0011_search.
    const atAdminMerge = real.filter((e) => e.tag <= '0010_appointments' || e.tag === '0012_admin');
    expect(await database.migrate(writeFolder(atAdminMerge.map((e) => asMigration(e.tag))))).toEqual({
      applied: atAdminMerge.length,
    });
    const error = await migrationError(database.migrate(migrationsFolder()));
    expect(error.problems).toEqual([
      expect.stringMatching(/^migration 0011_search \(when 1795400100000\) was skipped/),
    ]);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('migrate on PostgreSQL under an advisory lock', () => {
  it('two replicas migrating at the same moment: one applies, the other waits, both succeed', async () => {
    const name = `salonya_lock_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const first = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 2 });
    const second = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 2 });
    try {
      const results = await Promise.all([first.migrate(), second.migrate()]);
      const total = expectedMigrations(migrationsFolder()).length;
      expect(results.map((r) => r.applied).sort((x, y) => x - y)).toEqual([0, total]);
      const check = new pg.Client({ connectionString: dbUrl.toString() });
      await check.connect();
      const { rows } = await check.query<{ n: string; hashes: string }>(
        'select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
      );
      const locks = await check.query<{ n: string }>(
        `select count(*) as n from pg_locks where locktype = 'advisory'`,
      );
      await check.end();
      expect(rows[0]).toEqual({ n: String(total), hashes: String(total) });
      expect(locks.rows[0]).toEqual({ n: '0' });
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
