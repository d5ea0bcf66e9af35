import {
  adminNotificationTypeSchema,
  type AdminNotification,
  type AdminNotificationType,
} from '@salonya/contracts/admin';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminNotifications } from '../../db/schema';
import {
  countRow,
  idRow,
  int,
  isoTimestamp,
  isoTimestampOrNull,
  queryOne,
  queryRows,
  runStatement,
} from '../../db/rows';
import { whereAll } from './admin-sql';

export interface NewAdminNotification {
  type: AdminNotificationType;
  title: string;
  message: string;
  link: string | null;
  entityType: string | null;
  entityId: number | null;
}

/** Tells the admin team about something to handle; one notification per entity (a repeat is ignored). */
export async function notifyAdmins(db: Db, n: NewAdminNotification): Promise<void> {
  await db
    .insert(adminNotifications)
    .values({
      type: n.type,
      title: n.title.slice(0, 160),
      message: n.message,
      link: n.link,
      entity_type: n.entityType,
      entity_id: n.entityId,
    })
    .onConflictDoNothing();
}

const notificationRow = z.object({
  id: int,
  type: adminNotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read_at: isoTimestampOrNull,
  created_at: isoTimestamp,
}) satisfies z.ZodType<AdminNotification, unknown>;

export async function listNotifications(
  db: Db,
  adminId: number,
  opts: { limit: number; offset?: number; unreadOnly?: boolean },
): Promise<AdminNotification[]> {
  return queryRows(
    db,
    'listNotifications',
    notificationRow,
    sql`select n.id, n.type, n.title, n.message, n.link, r.read_at, n.created_at
        from admin_notifications n
        left join admin_notification_reads r on r.notification_id = n.id and r.admin_user_id = ${adminId}
        where ${whereAll([opts.unreadOnly ? sql`r.read_at is null` : null])}
        order by n.created_at desc, n.id desc
        limit ${opts.limit} offset ${opts.offset ?? 0}`,
  );
}

export async function countNotifications(db: Db, adminId: number, unreadOnly: boolean): Promise<number> {
  const row = await queryOne(
    db,
    'countNotifications',
    countRow,
    sql`select count(*)::int as n from admin_notifications n
        where ${whereAll([
          unreadOnly
            ? sql`not exists (select 1 from admin_notification_reads r
                              where r.notification_id = n.id and r.admin_user_id = ${adminId})`
            : null,
        ])}`,
  );
  return row?.n ?? 0;
}

export async function markAllRead(db: Db, adminId: number): Promise<void> {
  await runStatement(
    db,
    sql`insert into admin_notification_reads (notification_id, admin_user_id)
        select id, ${adminId} from admin_notifications
        on conflict do nothing`,
  );
}

/** false when there is no such notification. */
export async function markRead(db: Db, adminId: number, id: number): Promise<AdminNotification | null> {
  const exists = await queryOne(
    db,
    'markRead.exists',
    idRow,
    sql`select id from admin_notifications where id = ${id}`,
  );
  if (!exists) return null;
  await runStatement(
    db,
    sql`insert into admin_notification_reads (notification_id, admin_user_id)
        values (${id}, ${adminId}) on conflict do nothing`,
  );
  const row = await queryOne(
    db,
    'markRead.notification',
    notificationRow,
    sql`select n.id, n.type, n.title, n.message, n.link, r.read_at, n.created_at
        from admin_notifications n
        join admin_notification_reads r on r.notification_id = n.id and r.admin_user_id = ${adminId}
        where n.id = ${id}`,
  );
  return row ?? null;
}
