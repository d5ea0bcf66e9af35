import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { inTransaction } from '../src/db/transaction';
import { openTestDatabase } from './test-app';

/** A stand-in for the database whose transactions fail with the given SQLSTATEs first, then succeed. */
function flakyDb(failures: string[]) {
  let calls = 0;
  const db = {
    async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      calls++;
      const code = failures.shift();
      if (code)
        throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });
      return fn(db);
    },
  };
  return { db: db as unknown as Db, calls: () => calls };
}

const noPause = { pauseMs: () => 0 };

describe('inTransaction retries what PostgreSQL aborted to settle a race', () => {
  it.each([
    ['deadlock detected', ['40P01'], 2],
    ['serialization failure', ['40001'], 2],
    ['two deadlocks in a row', ['40P01', '40P01'], 3],
  ])('%s: run again, then the answer', async (_what, failures, expectedCalls) => {
    const { db, calls } = flakyDb([...failures]);
    await expect(inTransaction(db, async () => 'ok', noPause)).resolves.toBe('ok');
    expect(calls()).toBe(expectedCalls);
  });

  it('a unique or exclusion violation is an answer, not a race: no retry', async () => {
    for (const code of ['23505', '23P01', '22021']) {
      const { db, calls } = flakyDb([code]);
      await expect(inTransaction(db, async () => 'ok', noPause)).rejects.toThrow();
      expect(calls()).toBe(1);
    }
  });

  it('gives up after the bounded number of attempts', async () => {
    const { db, calls } = flakyDb(['40P01', '40P01', '40P01', '40P01', '40P01']);
    await expect(inTransaction(db, async () => 'ok', { ...noPause, attempts: 3 })).rejects.toThrow();
    expect(calls()).toBe(3);
  });
});

// A real deadlock needs two connections: PostgreSQL only (PGlite has one).
describe.runIf(process.env.TEST_DATABASE_URL)('a real deadlock on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.execute(sql`create table retry_probe (id int primary key, n int not null default 0)`);
    await database.db.execute(sql`insert into retry_probe (id) values (1), (2)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('two transactions locking two rows in opposite order both complete', async () => {
    let firstLocks = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    const writer = (first: number, second: number) =>
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        if (++firstLocks === 2) bothLocked();
        await barrier;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([writer(1, 2), writer(2, 1)]);
    const result = (await database.db.execute(sql`select sum(n)::int as total from retry_probe`)) as {
      rows: unknown[];
    };
    expect(result.rows[0]).toEqual({ total: 4 });
  });
});
