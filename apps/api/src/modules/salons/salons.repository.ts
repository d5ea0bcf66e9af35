import type { SalonCard, SalonSearchQuery } from '@salonya/contracts/catalogue';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { haversineKm, selectSalonCards } from './salon-cards.repository';
import { salonFilterConditions } from './salon-filters';

/** True when the id names an active salon (what public salon pages and favourites accept). */
export async function activeSalonExists(db: Db, salonId: number): Promise<boolean> {
  const found = (await db.execute(
    sql`select 1 from salons where id = ${salonId} and status = 'active'`,
  )) as unknown as {
    rows: unknown[];
  };
  return found.rows.length > 0;
}

/** GET /salons/search: the filters, free text, type and category of the query, one page of cards and the total. */
export async function searchSalonCards(
  db: Db,
  q: SalonSearchQuery,
  now: Date,
): Promise<{ items: SalonCard[]; total: number }> {
  const where = salonFilterConditions({ ...q, date: q.date ?? q.appointment_date });
  if (q.q && q.q.length >= 2) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(s.name ilike ${like} or s.description ilike ${like}
          or exists (select 1 from services x where x.salon_id = s.id and x.is_active and x.name ilike ${like}))`);
  }
  if (q.salon_type) where.push(sql`s.salon_type = ${q.salon_type}`);
  if (q.category) {
    where.push(sql`exists (select 1 from salon_categories sc join categories c on c.id = sc.category_id
          where sc.salon_id = s.id and (c.slug = ${q.category} or c.code = ${q.category} or c.id::text = ${q.category}))`);
  }
  const origin =
    q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude }
      : null;
  const orders: Record<typeof q.sort_by, SQL> = {
    relevance: sql`s.is_featured desc, s.rating_average * ln(2 + s.review_count) desc`,
    rating: sql`s.rating_average desc, s.review_count desc`,
    price_asc: sql`st.min_price_kurus asc nulls last`,
    price_desc: sql`st.min_price_kurus desc nulls last`,
    distance: origin
      ? sql`${haversineKm(origin.latitude, origin.longitude)} asc`
      : sql`s.rating_average desc`,
    newest: sql`s.created_at desc`,
  };
  return selectSalonCards(
    db,
    {
      where,
      orderBy: orders[q.sort_by],
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
      distanceFrom: origin,
    },
    now,
  );
}
