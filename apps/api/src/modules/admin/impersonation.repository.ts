import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne } from './admin-sql';

export interface SalonWithOwner {
  id: number;
  name: string;
  owner_user_id: number;
  owner_active: boolean;
}

export async function salonWithOwner(db: Db, salonId: number): Promise<SalonWithOwner | undefined> {
  return queryOne<SalonWithOwner>(
    db,
    sql`select s.id, s.name, s.owner_user_id, u.is_active as owner_active
            from salons s join users u on u.id = s.owner_user_id where s.id = ${salonId}`,
  );
}

/** True when the user exists, is active and is an admin. */
export async function isActiveAdmin(db: Db, userId: number): Promise<boolean> {
  const row = await queryOne<{ ok: boolean }>(
    db,
    sql`select (is_active and user_type = 'admin') as ok from users where id = ${userId}`,
  );
  return row?.ok === true;
}
