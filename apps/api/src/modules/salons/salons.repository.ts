import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { z } from 'zod';

/** True when the id names an active salon (what public salon pages and favourites accept). */
export async function activeSalonExists(db: Db, salonId: number): Promise<boolean> {
  const found = await queryRows(
    db,
    'activeSalonExists',
    z.object({}),
    sql`select 1 from salons where id = ${salonId} and status = 'active'`,
  );
  return found.length > 0;
}
