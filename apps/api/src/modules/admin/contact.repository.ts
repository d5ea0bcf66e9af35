import {
  contactMessageStatusSchema,
  type AdminContactMessage,
  type ContactMessageStatus,
} from '@salonya/contracts/admin';
import { z } from 'zod';
import { contactSubjectLabels } from '@salonya/contracts/engagement';
import { containsPattern, pageOffset } from '@salonya/domain/admin/pagination';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  countRow,
  int,
  intOrNull,
  queryOne,
  queryRows,
  runStatement,
  timestamp,
  timestampOrNull,
} from '../../db/rows';
import { iso, isoOrNull, whereAll } from './admin-sql';

export interface ContactFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: ContactMessageStatus | undefined;
}

const messageRow = z.object({
  id: int,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: contactMessageStatusSchema,
  user_id: intOrNull,
  reply: z.string().nullable(),
  replied_at: timestampOrNull,
  replier_id: intOrNull,
  replier_name: z.string().nullable(),
  read_at: timestampOrNull,
  done_at: timestampOrNull,
  created_at: timestamp,
});
type Row = z.output<typeof messageRow>;

const columns = sql`m.id, m.name, m.email, m.phone, m.subject, m.message, m.status, m.user_id, m.reply, m.replied_at,
  r.id as replier_id, r.name as replier_name, m.read_at, m.done_at, m.created_at`;
const from = sql`contact_messages m left join users r on r.id = m.replied_by_user_id`;

export const subjectLabel = (subject: string) =>
  contactSubjectLabels[subject as keyof typeof contactSubjectLabels] ?? subject;

const toMessage = (m: Row): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  subject_label: subjectLabel(m.subject),
  message: m.message,
  status: m.status,
  user_id: m.user_id,
  reply: m.reply,
  replied_at: isoOrNull(m.replied_at),
  replied_by: m.replier_id !== null ? { id: m.replier_id, name: m.replier_name ?? '' } : null,
  read_at: isoOrNull(m.read_at),
  done_at: isoOrNull(m.done_at),
  created_at: iso(m.created_at),
});

export async function listMessages(db: Db, f: ContactFilter) {
  const p = f.search ? containsPattern(f.search) : null;
  const searchSql = p ? sql`(m.name ilike ${p} or m.email ilike ${p} or m.message ilike ${p})` : null;
  const where = whereAll([searchSql, f.status ? sql`m.status = ${f.status}` : null]);
  const [rows, count, byStatus] = await Promise.all([
    queryRows(
      db,
      'listMessages',
      messageRow,
      sql`select ${columns} from ${from} where ${where}
          order by (m.status = 'new') desc, m.created_at desc, m.id desc
          limit ${f.per_page} offset ${pageOffset(f.page, f.per_page)}`,
    ),
    queryOne(db, 'listMessages.count', countRow, sql`select count(*)::int as n from ${from} where ${where}`),
    queryRows(
      db,
      'listMessages.byStatus',
      z.object({ status: contactMessageStatusSchema, n: int }),
      sql`select m.status, count(*)::int as n from contact_messages m where ${whereAll([searchSql])}
          group by m.status`,
    ),
  ]);
  const counts = { new: 0, read: 0, answered: 0, done: 0 };
  for (const s of byStatus) counts[s.status] = s.n;
  return { items: rows.map(toMessage), total: count?.n ?? 0, statusCounts: counts };
}

export async function findMessage(db: Db, id: number): Promise<AdminContactMessage | null> {
  const row = await queryOne(
    db,
    'findMessage',
    messageRow,
    sql`select ${columns} from ${from} where m.id = ${id}`,
  );
  return row ? toMessage(row) : null;
}

/** Opening a new message marks it read. */
export async function markRead(db: Db, id: number): Promise<void> {
  await runStatement(
    db,
    sql`update contact_messages set status = 'read', read_at = coalesce(read_at, now()), updated_at = now()
        where id = ${id} and status = 'new'`,
  );
}

export async function saveReply(db: Db, id: number, adminId: number, reply: string): Promise<void> {
  await runStatement(
    db,
    sql`update contact_messages
        set status = case when status = 'done' then 'done' else 'answered' end, reply = ${reply},
            replied_at = now(), replied_by_user_id = ${adminId}, read_at = coalesce(read_at, now()),
            updated_at = now()
        where id = ${id}`,
  );
}

export async function markDone(db: Db, id: number): Promise<void> {
  await runStatement(
    db,
    sql`update contact_messages set status = 'done', done_at = now(), read_at = coalesce(read_at, now()),
          updated_at = now()
        where id = ${id}`,
  );
}
