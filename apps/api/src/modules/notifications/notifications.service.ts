import {
  notificationText,
  wantsChannel,
  type NotificationEvent,
  type NotificationType,
} from '@salonya/domain/notifications/notifications';
import type { Db } from '../../db/client';
import { hmac, safeEqual } from '../../lib/crypto';
import {
  findPreferences,
  insertNotification,
  liveTokenUser,
  type NewNotification,
} from './notifications.repository';

/**
 * Writes one in-app notification in the caller's transaction (outbox style: it is delivered live after the
 * commit, by the hub's next round) unless the user turned the in-app channel of its group off. Returns its id, or
 * null when the user does not want it.
 */
export async function notify(tx: Db, input: NewNotification): Promise<number | null> {
  const prefs = await findPreferences(tx, input.userId);
  if (!wantsChannel(prefs, input.type, 'in_app')) return null;
  return insertNotification(tx, input);
}

/** notify() with the Turkish title and body of a domain event. */
export async function notifyEvent(
  tx: Db,
  userId: number,
  event: NotificationEvent,
  opts: { link: string | null; data?: NewNotification['data'] },
): Promise<number | null> {
  const text = notificationText(event);
  return notify(tx, {
    userId,
    type: text.type,
    title: text.title,
    body: text.body,
    link: opts.link,
    data: opts.data ?? {},
  });
}

/** Whether the user wants mails of this type's group (a required channel is always on). */
export async function wantsEmail(db: Db, userId: number, type: NotificationType): Promise<boolean> {
  return wantsChannel(await findPreferences(db, userId), type, 'email');
}

/** How long a stream ticket opens (and reopens, on reconnect) the live stream. */
export const STREAM_TICKET_TTL_MS = 60 * 60_000;

/**
 * EventSource cannot send the bearer token, so the stream takes a ticket in its URL: the session's token id, user
 * and expiry signed with the app key (any replica checks it). The ticket opens nothing but the user's own stream,
 * and only while the session behind it is live (sign-out revokes it).
 */
export function issueStreamTicket(
  appKey: string,
  session: { tokenId: number; userId: number },
  now: number,
): { ticket: string; expiresAt: Date } {
  const expiresAt = now + STREAM_TICKET_TTL_MS;
  const payload = `${session.tokenId}.${session.userId}.${expiresAt}`;
  return { ticket: `${payload}.${hmac(appKey, `stream:${payload}`)}`, expiresAt: new Date(expiresAt) };
}

/** The user a ticket opens the stream of, or null (bad signature, expired, or the session ended). */
export async function verifyStreamTicket(
  db: Db,
  appKey: string,
  ticket: string,
  now: number,
): Promise<{ userId: number; isAdmin: boolean } | null> {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(ticket);
  if (!m) return null;
  const [tokenId = '', userId = '', exp = '', sig = ''] = m.slice(1);
  if (!safeEqual(sig, hmac(appKey, `stream:${tokenId}.${userId}.${exp}`))) return null;
  if (Number(exp) <= now) return null;
  const userType = await liveTokenUser(db, Number(tokenId), Number(userId));
  if (userType === null) return null;
  return { userId: Number(userId), isAdmin: userType === 'admin' };
}
