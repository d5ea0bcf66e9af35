import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryOne } from '../../db/rows';

const salonWithOwnerRow = z.object({
  id: int,
  name: z.string(),
  owner_user_id: int,
  owner_active: z.boolean(),
});
export type SalonWithOwner = z.output<typeof salonWithOwnerRow>;

export async function salonWithOwner(db: Db, salonId: number): Promise<SalonWithOwner | undefined> {
  return queryOne(
    db,
    'salonWithOwner',
    salonWithOwnerRow,
    sql`select s.id, s.name, s.owner_user_id, u.is_active as owner_active
            from salons s join users u on u.id = s.owner_user_id where s.id = ${salonId}`,
  );
}

/** True when the user exists, is active and is an admin. */
export async function isActiveAdmin(db: Db, userId: number): Promise<boolean> {
  const row = await queryOne(
    db,
    'isActiveAdmin',
    z.object({ ok: z.boolean() }),
    sql`select (is_active and user_type = 'admin') as ok from users where id = ${userId}`,
  );
  return row?.ok === true;
}
