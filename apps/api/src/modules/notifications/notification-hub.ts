import type { ServerResponse } from 'node:http';
import { NOTIFICATION_HEARTBEAT_MS } from '@salonya/domain/notifications/notifications';
import type { Db } from '../../db/client';
import type { InFlight } from '../../lib/in-flight';
import type { BusMessage, NotificationBus } from './notification-bus';
import {
  claimUnpublished,
  countNotifications,
  latestAdminNotificationId,
  latestNotificationId,
  notificationsAfter,
} from './notifications.repository';

/** How many notifications a stream sends at most in one catch-up (a reconnect after a long absence). */
const CATCH_UP_LIMIT = 50;
const CLAIM_BATCH = 500;

/**
 * The live side of in-app notifications (ADR 0044):
 * - the outbox round: after a transaction that wrote notifications commits, `kick()` claims the unpublished rows
 *   (FOR UPDATE SKIP LOCKED: replicas share the work), marks them published and wakes their users on the bus; a
 *   slow poll catches up rows whose kick was lost (a crash between commit and kick);
 * - the streams: every open Server-Sent Events connection of this process, by user. A wake-up from the bus (any
 *   replica) makes each of the user's streams read what is new by its cursor (the last notification id sent).
 */
export interface NotificationHub {
  /** After a commit that wrote notifications: publish them soon. */
  kick(): void;
  /** Publishes everything unpublished now; resolves when done. */
  drain(): Promise<void>;
  /** Tells the user's streams (on every replica) that the unread count changed (read, read all). */
  touch(userId: number): Promise<void>;
  /** Starts the safety poll of the outbox round. */
  start(pollMs: number): void;
  /** Takes over a hijacked response as the user's live stream. */
  openStream(
    res: ServerResponse,
    userId: number,
    lastEventId: number | null,
    opts?: { isAdmin?: boolean },
  ): Promise<void>;
  /** Open streams in this process (tests, shutdown). */
  readonly streamCount: number;
  /** Ends every stream (before the server closes: an open stream would hold it) and stops the poll. */
  closeStreams(): void;
  stop(): Promise<void>;
}

interface Stream {
  userId: number;
  isAdmin: boolean;
  res: ServerResponse;
  cursor: number;
  lastCount: number | null;
  pulling: boolean;
  again: boolean;
  closed: boolean;
  heartbeat: ReturnType<typeof setInterval>;
}

export function createNotificationHub(deps: {
  db: Db;
  bus: NotificationBus;
  inFlight: InFlight;
  onError: (err: unknown) => void;
  heartbeatMs?: number;
}): NotificationHub {
  const { db, bus, inFlight } = deps;
  const streams = new Map<number, Set<Stream>>();
  let count = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The newest admin team notification this process has announced (null: not read yet, announce nothing). */
  let adminCursor: number | null = null;

  function write(s: Stream, chunk: string): void {
    if (s.closed || s.res.writableEnded || s.res.destroyed) return;
    s.res.write(chunk);
  }

  async function pull(s: Stream): Promise<void> {
    if (s.pulling) {
      s.again = true;
      return;
    }
    s.pulling = true;
    try {
      do {
        s.again = false;
        const rows = await notificationsAfter(db, s.userId, s.cursor, CATCH_UP_LIMIT);
        const unread = await countNotifications(db, s.userId, true);
        for (const n of rows) {
          write(
            s,
            `id: ${n.id}\nevent: notification\ndata: ${JSON.stringify({ notification: n, unread_count: unread })}\n\n`,
          );
          s.cursor = n.id;
        }
        if (rows.length === 0 && unread !== s.lastCount)
          write(s, `event: unread\ndata: ${JSON.stringify({ unread_count: unread })}\n\n`);
        s.lastCount = unread;
        if (rows.length === CATCH_UP_LIMIT) s.again = true;
      } while (s.again && !s.closed);
    } finally {
      s.pulling = false;
    }
  }

  function wake({ users, admins }: BusMessage): void {
    if (admins) {
      for (const set of streams.values())
        for (const s of set) if (s.isAdmin) write(s, 'event: admin\ndata: {}\n\n');
    }
    for (const id of new Set(users)) {
      for (const s of streams.get(id) ?? []) {
        inFlight
          .run(() => pull(s))
          .catch((err: unknown) => {
            if (!s.closed) deps.onError(err);
          });
      }
    }
  }
  const unsubscribe = bus.subscribe(wake);

  function remove(s: Stream): void {
    if (s.closed) return;
    s.closed = true;
    clearInterval(s.heartbeat);
    const set = streams.get(s.userId);
    if (set) {
      set.delete(s);
      if (set.size === 0) streams.delete(s.userId);
    }
    count--;
  }

  async function round(): Promise<void> {
    for (;;) {
      const users = await claimUnpublished(db, CLAIM_BATCH);
      if (users.length > 0) await bus.publish({ users: [...new Set(users)] });
      if (users.length < CLAIM_BATCH || stopped) break;
    }
    // The admin team's list (admin_notifications, one list for every admin): a newer row wakes the admin streams.
    const latestAdmin = await latestAdminNotificationId(db);
    if (adminCursor !== null && latestAdmin > adminCursor) await bus.publish({ users: [], admins: true });
    adminCursor = latestAdmin;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = inFlight
      .run(async () => {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function kick(): void {
    if (stopped) return;
    run().catch((err: unknown) => deps.onError(err));
  }

  return {
    kick,
    async drain() {
      await run();
      while (running) await running;
    },
    async touch(userId) {
      await bus.publish({ users: [userId] });
    },
    start(pollMs) {
      if (timer || stopped) return;
      timer = setInterval(kick, pollMs);
      timer.unref();
    },
    get streamCount() {
      return count;
    },
    async openStream(res, userId, lastEventId, opts = {}) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies pass the events on at once instead of buffering them.
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      const s: Stream = {
        userId,
        isAdmin: opts.isAdmin === true,
        res,
        cursor: lastEventId ?? (await latestNotificationId(db, userId)),
        lastCount: null,
        pulling: false,
        again: false,
        closed: false,
        heartbeat: setInterval(() => write(s, ': ping\n\n'), deps.heartbeatMs ?? NOTIFICATION_HEARTBEAT_MS),
      };
      s.heartbeat.unref();
      if (stopped) {
        res.end();
        clearInterval(s.heartbeat);
        return;
      }
      let set = streams.get(userId);
      if (!set) streams.set(userId, (set = new Set()));
      set.add(s);
      count++;
      res.on('close', () => remove(s));
      // The reconnect interval, then the unread count (and whatever came after Last-Event-ID).
      write(s, 'retry: 3000\n\n');
      await pull(s);
    },
    closeStreams() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const set of [...streams.values()]) {
        for (const s of [...set]) {
          remove(s);
          s.res.end();
        }
      }
    },
    async stop() {
      this.closeStreams();
      unsubscribe();
      while (running) await running.catch(() => undefined);
      await bus.close();
    },
  };
}
