import { expect, it } from 'vitest';
import { createTestApp } from './test-app';

it('closing lets a running handler finish before the database closes', async () => {
  const t = await createTestApp();
  const errors: unknown[] = [];
  t.app.log.error = ((...args: unknown[]) => errors.push(args)) as typeof t.app.log.error;

  // The search's first query waits until shutdown has begun (the drain, or the database closing).
  const db = t.database.db;
  const execute = db.execute.bind(db);
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  db.execute = ((query: Parameters<typeof execute>[0]) => {
    entered();
    return gate.then(() => execute(query));
  }) as typeof db.execute;
  const drain = t.inFlight.drain.bind(t.inFlight);
  t.inFlight.drain = (ms) => {
    release();
    return drain(ms);
  };
  const closeDatabase = t.database.close.bind(t.database);
  t.database.close = () => {
    release();
    return closeDatabase();
  };

  const request = t.request({ method: 'POST', url: '/api/v1/unified-search', body: { query: 'kuaför' } });
  await inside;
  expect(t.inFlight.count).toBe(1);
  const closed = t.close();
  const res = await request;
  await closed;
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().results.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
