import type { Notification } from '@salonya/contracts/notifications';
import {
  effectivePreferences,
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
} from '@salonya/domain/notifications/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { countRow, int, isoTimestamp, isoTimestampOrNull, queryOne, queryRows } from '../../db/rows';
import { authTokens, notificationPreferences, notifications, users } from '../../db/schema';

export interface NewNotification {
  userId: number;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  body: string;
  link: string | null;
  data: Record<string, string | number | boolean | null>;
}

export async function insertNotification(tx: Db, n: NewNotification): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      user_id: n.userId,
      type: n.type,
      title: n.title.slice(0, 160),
      body: n.body,
      link: n.link,
      data: n.data,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

const notificationRow = z.object({
  id: int,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: isoTimestampOrNull,
  created_at: isoTimestamp,
});

function toDto(r: z.output<typeof notificationRow>): Notification {
  return { ...r, is_read: r.read_at !== null };
}

const columns = sql`id, type, title, body, link, read_at, created_at`;

export async function listNotifications(
  db: Db,
  userId: number,
  opts: { limit: number; offset: number; unreadOnly: boolean },
): Promise<Notification[]> {
  const rows = await queryRows(
    db,
    'listNotifications',
    notificationRow,
    sql`select ${columns} from notifications
        where user_id = ${userId} ${opts.unreadOnly ? sql`and read_at is null` : sql``}
        order by id desc
        limit ${opts.limit} offset ${opts.offset}`,
  );
  return rows.map(toDto);
}

export async function countNotifications(db: Db, userId: number, unreadOnly: boolean): Promise<number> {
  const row = await queryOne(
    db,
    'countNotifications',
    countRow,
    sql`select count(*)::int as n from notifications
        where user_id = ${userId} ${unreadOnly ? sql`and read_at is null` : sql``}`,
  );
  return row?.n ?? 0;
}

/** The user's notifications after a cursor (the live stream's catch-up), oldest first. */
export async function notificationsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<Notification[]> {
  const rows = await queryRows(
    db,
    'notificationsAfter',
    notificationRow,
    sql`select ${columns} from notifications
        where user_id = ${userId} and id > ${afterId}
        order by id limit ${limit}`,
  );
  return rows.map(toDto);
}

/** The newest notification id of a user (0 when none): a fresh stream starts after it. */
export async function latestNotificationId(db: Db, userId: number): Promise<number> {
  const row = await queryOne(
    db,
    'latestNotificationId',
    z.object({ id: int }),
    sql`select coalesce(max(id), 0) as id from notifications where user_id = ${userId}`,
  );
  return row?.id ?? 0;
}

/** Marks one of the user's notifications read; null when the user has no such notification. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<Notification | null> {
  const [row] = await queryRows(
    db,
    'markNotificationRead',
    notificationRow,
    sql`update notifications set read_at = coalesce(read_at, now()), updated_at = now()
        where id = ${id} and user_id = ${userId}
        returning ${columns}`,
  );
  return row ? toDto(row) : null;
}

export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * The outbox round of the live fan-out: claims notifications not yet published (another replica skips the locked
 * ones), marks them published and returns whose they are.
 */
export async function claimUnpublished(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    'claimUnpublishedNotifications',
    z.object({ user_id: int }),
    sql`with due as (
          select id from notifications where published_at is null order by id limit ${limit}
          for update skip locked
        )
        update notifications n set published_at = now()
        from due where n.id = due.id
        returning n.user_id`,
  );
  return rows.map((r) => r.user_id);
}

const preferenceRow = z.object({
  group: z.enum(NOTIFICATION_GROUPS),
  in_app: z.boolean(),
  email: z.boolean(),
});

/** The user's preferences with the defaults filled in (every channel on where nothing is stored). */
export async function findPreferences(db: Db, userId: number): Promise<NotificationPreference[]> {
  const stored = await db
    .select({
      group: notificationPreferences.group,
      in_app: notificationPreferences.in_app,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  return effectivePreferences(stored.map((r) => preferenceRow.parse(r)));
}

export async function savePreferences(
  db: Db,
  userId: number,
  prefs: readonly NotificationPreference[],
): Promise<void> {
  for (const p of prefs) {
    await db
      .insert(notificationPreferences)
      .values({ user_id: userId, group: p.group, in_app: p.in_app, email: p.email })
      .onConflictDoUpdate({
        target: [notificationPreferences.user_id, notificationPreferences.group],
        set: { in_app: p.in_app, email: p.email, updated_at: sql`now()` },
      });
  }
}

/** The user type behind a stream ticket, if its token is still live and its user active; null otherwise. */
export async function liveTokenUser(
  db: Db,
  tokenId: number,
  userId: number,
): Promise<(typeof users.$inferSelect)['user_type'] | null> {
  const [row] = await db
    .select({ userType: users.user_type })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.id, tokenId),
        eq(authTokens.user_id, userId),
        isNull(authTokens.revoked_at),
        sql`${authTokens.expires_at} > now()`,
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  return row?.userType ?? null;
}

/** The newest admin team notification (0 when none): the hub wakes admin streams when it grows. */
export async function latestAdminNotificationId(db: Db): Promise<number> {
  const row = await queryOne(
    db,
    'latestAdminNotificationId',
    z.object({ id: int }),
    sql`select coalesce(max(id), 0) as id from admin_notifications`,
  );
  return row?.id ?? 0;
}

/** The active account behind an e-mail address (a walk-in's approval request names the customer by address). */
export async function activeUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.is_active, true)))
    .limit(1);
  return row?.id ?? null;
}
