import { useEffect, useRef, useSyncExternalStore } from 'react';
import { postNotificationsStreamTicket } from '@salonya/contracts/api-routes';
import {
  streamNotificationEventSchema,
  streamUnreadEventSchema,
  type StreamNotificationEvent,
} from '@salonya/contracts/notifications';
import { apiData } from '@/lib/api';
import { resolveApiUrl } from '@/lib/api-client';

/**
 * The live notification stream of the signed-in user (ADR 0044): one EventSource per tab, however many components
 * listen (the bell, the notifications page). EventSource cannot send the bearer token, so a short-lived signed
 * ticket (POST /notifications/stream-ticket) opens it. The browser reconnects by itself with Last-Event-ID; when the
 * server refuses (the ticket ran out, the network was gone too long), a new ticket is fetched after a growing pause
 * and the stream resumes after the last event seen. While it is down, `connected` is false and the callers poll.
 */
export interface NotificationStreamHandlers {
  onNotification?: (event: StreamNotificationEvent) => void;
  onUnread?: (unreadCount: number) => void;
  /** Admins: the team's notification list changed (the admin top bar refreshes it). */
  onAdmin?: () => void;
}

const RETRY_MS = [1_000, 3_000, 10_000, 30_000] as const;

const listeners = new Set<{ current: NotificationStreamHandlers }>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let connected = false;
let lastEventId: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;
let opening = false;
/** The session the stream belongs to: a new token (another user) starts over. */
let streamToken: string | null = null;

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const l of statusListeners) l();
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function scheduleReconnect(): void {
  if (retryTimer !== null || listeners.size === 0) return;
  const pause = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!;
  attempts += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void open();
  }, pause);
}

async function open(): Promise<void> {
  if (source !== null || opening || listeners.size === 0 || typeof EventSource === 'undefined') return;
  opening = true;
  let ticket: string;
  try {
    ticket = (await apiData(postNotificationsStreamTicket, {})).ticket;
  } catch {
    opening = false;
    scheduleReconnect();
    return;
  }
  opening = false;
  if (listeners.size === 0 || source !== null) return;
  const params = new URLSearchParams({ ticket });
  if (lastEventId !== null) params.set('last_event_id', lastEventId);
  const es = new EventSource(resolveApiUrl(`/notifications/stream?${params.toString()}`));
  source = es;
  es.onopen = () => {
    attempts = 0;
    setConnected(true);
  };
  es.addEventListener('notification', (e: MessageEvent<string>) => {
    const parsed = streamNotificationEventSchema.safeParse(parse(e.data));
    if (!parsed.success) return;
    if (e.lastEventId) lastEventId = e.lastEventId;
    for (const l of listeners) l.current.onNotification?.(parsed.data);
    for (const l of listeners) l.current.onUnread?.(parsed.data.unread_count);
  });
  es.addEventListener('unread', (e: MessageEvent<string>) => {
    const parsed = streamUnreadEventSchema.safeParse(parse(e.data));
    if (!parsed.success) return;
    for (const l of listeners) l.current.onUnread?.(parsed.data.unread_count);
  });
  es.addEventListener('admin', () => {
    for (const l of listeners) l.current.onAdmin?.();
  });
  es.onerror = () => {
    setConnected(false);
    // CONNECTING: the browser retries by itself. CLOSED: it gave up (e.g. 401), so start over with a new ticket.
    if (es.readyState === EventSource.CLOSED) {
      es.close();
      if (source === es) source = null;
      scheduleReconnect();
    }
  };
}

function shutDown(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  attempts = 0;
  setConnected(false);
}

/** Test seam: forget the module's connection (each test starts with no stream). */
export function resetNotificationStream(): void {
  listeners.clear();
  shutDown();
  lastEventId = null;
  streamToken = null;
}

/**
 * Listens to the signed-in user's live notifications while mounted; `token` null (signed out) closes the stream.
 * Returns whether the stream is open (callers poll while it is not).
 */
export function useNotificationStream(
  token: string | null,
  handlers: NotificationStreamHandlers,
): { connected: boolean } {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (token === null) return;
    if (streamToken !== token) {
      // Another session (sign-out, sign-in as someone else): the old stream and its cursor are not ours.
      shutDown();
      lastEventId = null;
      streamToken = token;
    }
    const entry = ref;
    listeners.add(entry);
    void open();
    return () => {
      listeners.delete(entry);
      if (listeners.size === 0) shutDown();
    };
  }, [token]);
  const isConnected = useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => connected,
    () => false,
  );
  return { connected: token !== null && isConnected };
}
