import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { isRetryableTransactionError } from './sql-state';

/** How often a transaction runs at most when PostgreSQL aborts it for a deadlock or a serialization failure. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs fn in one transaction. A deadlock or serialization failure rolls the whole transaction back, so running it
 * again is safe: the outermost transaction is retried up to TRANSACTION_ATTEMPTS times with a short, growing,
 * jittered pause (the racers then meet in another order). Nested calls reuse the outer transaction through a
 * savepoint and are never retried on their own; the outer one is.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  opts: { attempts?: number; pauseMs?: (attempt: number) => number } = {},
): Promise<T> {
  const run = () => db.transaction((tx) => fn(tx));
  if (db instanceof PgTransaction) return run();
  const attempts = opts.attempts ?? TRANSACTION_ATTEMPTS;
  const pauseMs = opts.pauseMs ?? ((attempt: number) => Math.random() * 10 * 2 ** attempt);
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isRetryableTransactionError(err)) throw err;
      const pause = pauseMs(attempt);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
