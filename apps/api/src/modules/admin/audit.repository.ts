import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { countRow, int, intOrNull, queryOne, queryRows, timestamp } from '../../db/rows';
import { adminAuditLog } from '../../db/schema';
import { whereAll } from './admin-sql';

const auditLogRow = z.object({
  id: int,
  admin_id: int,
  admin_name: z.string(),
  imp_id: intOrNull,
  imp_name: z.string().nullable(),
  salon_id: intOrNull,
  action: z.string(),
  method: z.string(),
  path: z.string(),
  status_code: int,
  entity_type: z.string().nullable(),
  entity_id: intOrNull,
  created_at: timestamp,
});
export type AuditLogRow = z.output<typeof auditLogRow>;

/** One page of the audit log (newest first) and the count of all entries matching the filters. */
export async function auditLogPage(
  db: Db,
  filters: { adminUserId?: number | undefined; salonId?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereAll([
    filters.adminUserId ? sql`l.admin_user_id = ${filters.adminUserId}` : null,
    filters.salonId ? sql`l.salon_id = ${filters.salonId}` : null,
  ]);
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      'auditLogPage',
      auditLogRow,
      sql`select l.id, a.id as admin_id, a.name as admin_name, i.id as imp_id, i.name as imp_name, l.salon_id,
                     l.action, l.method, l.path, l.status_code, l.entity_type, l.entity_id, l.created_at
              from admin_audit_log l
              join users a on a.id = l.admin_user_id
              left join users i on i.id = l.impersonated_user_id
              where ${where}
              order by l.created_at desc, l.id desc
              limit ${page.limit} offset ${page.offset}`,
    ),
    queryOne(
      db,
      'auditLogPage.count',
      countRow,
      sql`select count(*)::int as n from admin_audit_log l where ${where}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export type NewAuditEntry = typeof adminAuditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}
