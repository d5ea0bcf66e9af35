import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salons } from '../../db/schema';

export interface OwnedSalonRecord {
  id: number;
  name: string;
  status: string;
  ownerUserId: number;
}

/** The salon with this id when it belongs to this owner; null for another owner's or a missing salon. */
export async function findOwnedSalon(
  db: Db,
  salonId: number,
  ownerUserId: number,
): Promise<OwnedSalonRecord | null> {
  const [row] = await db
    .select({ id: salons.id, name: salons.name, status: salons.status, ownerUserId: salons.owner_user_id })
    .from(salons)
    .where(and(eq(salons.id, salonId), eq(salons.owner_user_id, ownerUserId)))
    .limit(1);
  return row ?? null;
}
