import type { Db } from './client';

/** Runs fn in one transaction; nested calls reuse the outer one via savepoints (drizzle handles them). */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
