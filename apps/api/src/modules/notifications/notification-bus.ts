import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Wake-ups of the live notification streams (ADR 0044): "these users have something new (or read something)", and
 * "the admin team's list changed".
 * The message carries user ids only; each stream reads what is new from the database by its cursor, so a lost or
 * repeated wake-up never loses or repeats a notification. In-process by default; Redis pub/sub with REDIS_URL, so
 * a notification committed on one replica reaches a stream held open by another.
 */
export interface BusMessage {
  /** Users with new notifications or a changed unread count. */
  users: number[];
  /** The admin team's notifications changed (admin_notifications: the admin top bar refreshes its list). */
  admins?: boolean;
}

export interface NotificationBus {
  publish(message: BusMessage): Promise<void>;
  /** Calls the listener for every message (from this process or another replica); returns the unsubscribe. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Resolves once messages from other replicas arrive (the Redis subscription is confirmed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const NOTIFICATION_CHANNEL = 'salonya:notifications';

export function createMemoryNotificationBus(): NotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      if (message.users.length > 0 || message.admins)
        emitter.emit('wake', { users: [...message.users], admins: message.admins === true });
    },
    subscribe(listener) {
      emitter.on('wake', listener);
      return () => emitter.off('wake', listener);
    },
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const messageSchema = z.object({
  u: z.array(z.number().int().positive()).max(10_000),
  a: z.literal(1).optional(),
});

/** Redis pub/sub: one connection publishes, a second (subscriber mode) listens; both closed with the bus. */
export function createRedisNotificationBus(
  url: string,
  opts: { channel?: string; onError?: (err: unknown) => void } = {},
): NotificationBus {
  const channel = opts.channel ?? NOTIFICATION_CHANNEL;
  const onError = opts.onError ?? (() => undefined);
  const pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  pub.on('error', onError);
  sub.on('error', onError);
  const listeners = new Set<(message: BusMessage) => void>();
  const ready = sub.subscribe(channel).then(
    () => undefined,
    (err: unknown) => onError(err),
  );
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(text));
    } catch (err) {
      onError(err);
      return;
    }
    for (const listener of listeners) listener({ users: parsed.u, admins: parsed.a === 1 });
  });
  return {
    async publish(message) {
      if (message.users.length === 0 && !message.admins) return;
      await pub.publish(channel, JSON.stringify({ u: message.users, ...(message.admins ? { a: 1 } : {}) }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {
      await ready;
    },
    async close() {
      listeners.clear();
      await ready;
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
