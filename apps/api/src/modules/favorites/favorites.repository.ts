import type { SalonCard } from '@salonya/contracts/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, favoriteStaff } from '../../db/schema';
import { selectSalonCards } from '../salons/salon-cards.repository';

/** A customer's favourite salons as cards, the most recently added first. */
export async function favoriteSalonCards(db: Db, userId: number, now: Date): Promise<SalonCard[]> {
  const { items } = await selectSalonCards(
    db,
    {
      where: [sql`exists (select 1 from favorites f where f.salon_id = s.id and f.user_id = ${userId})`],
      orderBy: sql`(select f.created_at from favorites f where f.salon_id = s.id and f.user_id = ${userId}) desc`,
      limit: 500,
    },
    now,
  );
  return items;
}

export async function favoriteSalonIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.salon_id })
    .from(favorites)
    .where(eq(favorites.user_id, userId));
  return rows.map((r) => r.id);
}

export async function addFavorite(db: Db, userId: number, salonId: number): Promise<void> {
  await db.insert(favorites).values({ user_id: userId, salon_id: salonId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, salonId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.user_id, userId), eq(favorites.salon_id, salonId)));
}

// ── Favourite specialists (ADR 0051) ─────────────────────────────────────────────────────────────────────────

export async function favoriteStaffIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteStaff.salon_staff_id })
    .from(favoriteStaff)
    .where(eq(favoriteStaff.user_id, userId));
  return rows.map((r) => r.id);
}

export async function addFavoriteStaff(db: Db, userId: number, salonStaffId: number): Promise<void> {
  await db
    .insert(favoriteStaff)
    .values({ user_id: userId, salon_staff_id: salonStaffId })
    .onConflictDoNothing();
}

export async function removeFavoriteStaff(db: Db, userId: number, salonStaffId: number): Promise<void> {
  await db
    .delete(favoriteStaff)
    .where(and(eq(favoriteStaff.user_id, userId), eq(favoriteStaff.salon_staff_id, salonStaffId)));
}
