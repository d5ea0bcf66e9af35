import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** True when the id names an active salon (what public salon pages and favourites accept). */
export async function activeSalonExists(db: Db, salonId: number): Promise<boolean> {
  const found = (await db.execute(
    sql`select 1 from salons where id = ${salonId} and status = 'active'`,
  )) as unknown as {
    rows: unknown[];
  };
  return found.rows.length > 0;
}
