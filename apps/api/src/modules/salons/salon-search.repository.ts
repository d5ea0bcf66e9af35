import type { SalonCard, SalonSearchQuery } from '@salonya/contracts/catalogue';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { haversineKm, selectSalonCards } from './salon-cards.repository';
import { salonFilterConditions } from './salon-filters';
import { normaliseCouponCode } from '@salonya/domain/money/coupons';
import { couponSalonCondition } from '../coupons/coupons.repository';

/**
 * GET /salons/search in SQL (SPEC §7.4): every filter it takes. The in-process search index answers the same
 * page for the filters it knows (search/salon-search-plan.ts); this is the path for the others (text, names of
 * places, service type, date, salon type, newest) and the reference the tests compare the index with.
 */
export async function findSalonSearchPage(
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
  // SPEC §7.4 coupon_code: the salons where the code may be used now (an unknown code: none).
  if (q.coupon_code) where.push(couponSalonCondition(normaliseCouponCode(q.coupon_code), now));
  if (q.category) {
    where.push(sql`exists (select 1 from salon_categories sc join categories c on c.id = sc.category_id
      where sc.salon_id = s.id and (c.slug = ${q.category} or c.code = ${q.category} or c.id::text = ${q.category}))`);
  }
  const origin =
    q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude }
      : null;
  // Ties: rating and review count, then (with a point) the nearer salon, then the id (selectSalonCards) — the
  // same order as the search index's.
  const byRating = sql`s.rating_average desc, s.review_count desc`;
  const nearer = origin ? sql`, ${haversineKm(origin.latitude, origin.longitude)} asc` : sql``;
  const orders: Record<SalonSearchQuery['sort_by'], SQL> = {
    relevance: sql`s.is_featured desc, s.rating_average * ln(2 + s.review_count) desc${nearer}`,
    rating: sql`${byRating}${nearer}`,
    price_asc: sql`st.min_price_kurus asc nulls last, ${byRating}`,
    price_desc: sql`st.min_price_kurus desc nulls last, ${byRating}`,
    distance: origin ? sql`${haversineKm(origin.latitude, origin.longitude)} asc` : byRating,
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
