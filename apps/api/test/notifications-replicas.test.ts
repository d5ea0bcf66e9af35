import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter';
import { createRedisNotificationBus } from '../src/modules/notifications/notification-bus';
import { newKey, prepareBookingSalon, type BookingFixture } from './booking-fixture';
import { openEventStream, type EventStream } from './event-stream';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 19 acceptance: two API instances on one database and one Redis. A customer books through instance B; the
 * owner's stream, held open by instance A, receives the notification. With the in-process bus it could not: B's
 * outbox round publishes on Redis and A's subscriber wakes its stream.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A channel of this run alone, so parallel runs on the same Redis do not meet.
const channel = `salonya:test:notifications:${randomBytes(6).toString('hex')}`;

let a: TestApp;
let b: BuiltApp;
let f: BookingFixture;
let stream: EventStream | null = null;

beforeAll(async () => {
  a = await createTestApp();

  // database below and using the pair (A2 listens, B books). Both instances share the database and the Redis channel.
  f = await prepareBookingSalon(a);
  await a.database.db.execute(sql`delete from notifications`);
});

let a2: BuiltApp;
let closedA2 = false;
afterAll(async () => {
  stream?.close();
  if (!closedA2) await a2?.app.close();
  await b?.app.close();
  await a.close();
});

async function instance(): Promise<BuiltApp> {
  const built = await buildApp({
    config: a.config,
    database: a.database,
    rateLimiter: createMemoryRateLimiter(() => a.clock.now),
    mailTransport: { send: async () => undefined },
    mailPollMs: null,
    statsRefreshMs: null,
    now: () => a.clock.now,
    notificationBus: createRedisNotificationBus(REDIS_URL, { channel }),
  });
  await built.app.ready();
  await built.notifications.drain();
  return built;
}

describe('two API instances on one database and Redis', () => {
  it('a notification committed on one instance reaches a stream open on the other', async () => {
    a2 = await instance();
    b = await instance();
    const [owner, customer] = await Promise.all([a.loginAs('salon_owner'), a.loginAs('customer')]);
    const url = await a2.app.listen({ port: 0, host: '127.0.0.1' });

    const ticket = await a2.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/stream-ticket',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(ticket.statusCode).toBe(200);
    stream = await openEventStream(`${url}/api/v1/notifications/stream?ticket=${ticket.json().data.ticket}`);
    expect((await stream.next()).event).toBe('unread');
    expect(a2.notifications.streamCount).toBe(1);
    expect(b.notifications.streamCount).toBe(0);

    const booked = await b.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { authorization: `Bearer ${customer}`, 'idempotency-key': newKey() },
      payload: {
        salon_id: f.salonId,
        salon_staff_id: f.staff[0]!.id,
        service_ids: [f.serviceId],
        date: f.tuesday,
        time: '11:00',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // B's outbox round (kicked after the booking's commit) publishes on Redis; A2's stream hears it.
    await b.notifications.drain();
    const event = await stream.next();
    expect(event.event).toBe('notification');
    const data = JSON.parse(event.data) as { notification: { type: string; link: string } };
    expect(data.notification.type).toBe('appointment_created');
    expect(data.notification.link).toBe(`/salon/randevular/${booked.json().data.id}`);
  });

  it('closing an instance ends its open streams (shutdown does not wait for them)', async () => {
    expect(a2.notifications.streamCount).toBe(1);
    await a2.app.close();
    closedA2 = true;
    await expect(stream!.ended).resolves.toBe(true);
  });
});
