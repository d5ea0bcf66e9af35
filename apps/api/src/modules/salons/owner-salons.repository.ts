import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salons } from '../../db/schema';

/** The salons an owner owns, by id. */
export async function ownerSalonList(db: Db, ownerUserId: number) {
  return db
    .select({ id: salons.id, name: salons.name, status: salons.status })
    .from(salons)
    .where(eq(salons.owner_user_id, ownerUserId))
    .orderBy(asc(salons.id));
}
