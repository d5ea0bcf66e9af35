import type { AdminUserDetail, AdminUserListItem } from '@salonya/contracts/admin';
import { salonStatusSchema } from '@salonya/contracts/admin';
import { userTypeSchema, type UserType } from '@salonya/contracts/user';
import { z } from 'zod';
import { containsPattern, pageOffset } from '@salonya/domain/admin/pagination';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRow, int, queryOne, queryRows, timestamp, timestampOrNull } from '../../db/rows';
import { iso, isoOrNull, whereAll } from './admin-sql';

export interface UserFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  user_type?: UserType | undefined;
  status?: 'active' | 'inactive' | undefined;
  sort: 'newest' | 'oldest' | 'name' | 'last_login';
}

const ORDER: Record<UserFilter['sort'], SQL> = {
  newest: sql`u.created_at desc, u.id desc`,
  oldest: sql`u.created_at asc, u.id asc`,
  name: sql`u.name asc, u.id asc`,
  last_login: sql`u.last_login_at desc nulls last, u.id desc`,
};

const userRow = z.object({
  id: int,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_type: userTypeSchema,
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  email_verified_at: timestampOrNull,
  last_login_at: timestampOrNull,
  created_at: timestamp,
});
type UserRow = z.output<typeof userRow>;
const columns = sql`u.id, u.name, u.email, u.phone, u.user_type, u.avatar_url, u.is_active, u.email_verified_at,
  u.last_login_at, u.created_at`;

const toItem = (r: UserRow): AdminUserListItem => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  user_type: r.user_type,
  avatar_url: r.avatar_url,
  is_active: r.is_active,
  email_verified_at: isoOrNull(r.email_verified_at),
  last_login_at: isoOrNull(r.last_login_at),
  created_at: iso(r.created_at),
});

export async function listUsers(db: Db, f: UserFilter) {
  const p = f.search ? containsPattern(f.search) : null;
  const where = whereAll([
    p ? sql`(u.name ilike ${p} or u.email ilike ${p} or coalesce(u.phone, '') ilike ${p})` : null,
    f.user_type ? sql`u.user_type = ${f.user_type}` : null,
    f.status ? sql`u.is_active = ${f.status === 'active'}` : null,
  ]);
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      'listUsers',
      userRow,
      sql`select ${columns} from users u where ${where}
          order by ${ORDER[f.sort]} limit ${f.per_page} offset ${pageOffset(f.page, f.per_page)}`,
    ),
    queryOne(db, 'listUsers.count', countRow, sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return { items: rows.map(toItem), total: count?.n ?? 0 };
}

export async function userDetail(db: Db, id: number): Promise<AdminUserDetail | null> {
  const row = await queryOne(
    db,
    'userDetail',
    userRow.extend({
      roles: z.array(z.string()),
      appointment_count: int,
      completed_count: int,
      review_count: int,
      active_sessions: int,
      deactivated_at: timestampOrNull,
      deactivation_reason: z.string().nullable(),
      updated_at: timestamp,
    }),
    sql`select ${columns}, u.roles, u.deactivated_at, u.deactivation_reason, u.updated_at,
               (select count(*)::int from appointments a where a.deleted_at is null
                  and (a.customer_user_id = u.id or a.staff_user_id = u.id)) as appointment_count,
               (select count(*)::int from appointments a where a.deleted_at is null and a.status = 'completed'
                  and (a.customer_user_id = u.id or a.staff_user_id = u.id)) as completed_count,
               (select count(*)::int from reviews r where r.customer_user_id = u.id and r.deleted_at is null)
                 as review_count,
               (select count(*)::int from auth_tokens t where t.user_id = u.id and t.revoked_at is null
                  and t.expires_at > now()) as active_sessions
        from users u where u.id = ${id}`,
  );
  if (!row) return null;
  const salons = await queryRows(
    db,
    'userDetail.salons',
    z.object({ id: int, name: z.string(), status: salonStatusSchema, relation: z.enum(['owner', 'staff']) }),
    sql`select s.id, s.name, s.status, 'owner' as relation from salons s where s.owner_user_id = ${id}
        union all
        select s.id, s.name, s.status, 'staff' as relation from salon_staff st join salons s on s.id = st.salon_id
        where st.user_id = ${id}
        order by relation, name`,
  );
  return {
    ...toItem(row),
    roles: [
      { name: row.user_type },
      ...row.roles.filter((r) => r !== row.user_type).map((name) => ({ name })),
    ],
    salons,
    appointment_count: row.appointment_count,
    completed_appointment_count: row.completed_count,
    review_count: row.review_count,
    active_sessions: row.active_sessions,
    deactivated_at: isoOrNull(row.deactivated_at),
    deactivation_reason: row.deactivation_reason,
    updated_at: iso(row.updated_at),
  };
}

export async function findUserState(db: Db, id: number) {
  const row = await queryOne(
    db,
    'findUserState',
    z.object({ user_type: userTypeSchema, is_active: z.boolean() }),
    sql`select user_type, is_active from users where id = ${id}`,
  );
  return row ?? null;
}

export async function setActive(db: Db, id: number, active: boolean, reason: string | null): Promise<void> {
  await db.execute(
    active
      ? sql`update users set is_active = true, deactivated_at = null, deactivation_reason = null, updated_at = now()
            where id = ${id}`
      : sql`update users set is_active = false, deactivated_at = now(), deactivation_reason = ${reason},
              updated_at = now() where id = ${id}`,
  );
}

/** Every live token of the user and every impersonation token acting as them. */
export async function revokeAllTokens(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`update auth_tokens set revoked_at = now(), updated_at = now()
        where user_id = ${id} and revoked_at is null`,
  );
}
