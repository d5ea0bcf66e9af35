import type { UnifiedSearchRequest } from '@salonya/contracts/search';
import { istanbulClock } from '@salonya/domain/catalogue/opening-hours';
import { sql, type SQL } from 'drizzle-orm';
import { haversineKm } from '../salons/salon-cards.repository';
import { salonFilterConditions } from '../salons/salon-filters';

// The SQL side of a unified search's filters and order (what findMatchingSalons() and the slot search take), kept
// out of the service so that only repositories and these query builders import drizzle-orm.

export function originOf(body: UnifiedSearchRequest): { latitude: number; longitude: number } | null {
  const f = body.filters;
  if (f?.latitude !== undefined && f.longitude !== undefined)
    return { latitude: f.latitude, longitude: f.longitude };
  const l = body.location;
  if (l?.latitude !== undefined && l.longitude !== undefined)
    return { latitude: l.latitude, longitude: l.longitude };
  return null;
}

export function filterConditions(body: UnifiedSearchRequest, at: Date): SQL[] {
  const f = body.filters ?? {};
  const origin = originOf(body);
  const where = salonFilterConditions({
    city_id: f.city_id,
    district_id: f.district_id,
    gender_focus: f.gender_focus,
    date: f.date,
    rating: f.rating,
    categories: f.categories?.join(','),
    distance: f.distance,
    latitude: origin?.latitude,
    longitude: origin?.longitude,
  });
  // A price range keeps salons with a service in it (lira in the request, kuruş in the database).
  if (f.min_price !== undefined) where.push(sql`st.max_price_kurus >= ${Math.round(f.min_price * 100)}`);
  if (f.max_price !== undefined) where.push(sql`st.min_price_kurus <= ${Math.round(f.max_price * 100)}`);
  if (f.open_now) {
    const { weekday, minutes } = istanbulClock(at);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    where.push(sql`exists (select 1 from salon_opening_hours h where h.salon_id = s.id and h.weekday = ${weekday}
      and h.opens_at <= ${time}::time and h.closes_at > ${time}::time)`);
  }
  return where;
}

export function orderOf(
  body: UnifiedSearchRequest,
  hasWords: boolean,
): { orderBy: SQL; relevanceFirst: boolean } {
  const origin = originOf(body);
  const distance = origin ? sql`${haversineKm(origin.latitude, origin.longitude)} asc` : null;
  const byRating = sql`s.rating_average desc, s.review_count desc`;
  const sort = body.filters?.sort_by ?? 'relevance';
  switch (sort) {
    case 'rating':
      return { orderBy: distance ? sql`${byRating}, ${distance}` : byRating, relevanceFirst: false };
    case 'distance':
      return { orderBy: distance ?? byRating, relevanceFirst: false };
    case 'price_asc':
      return { orderBy: sql`st.min_price_kurus asc nulls last, ${byRating}`, relevanceFirst: false };
    case 'price_desc':
      return { orderBy: sql`st.min_price_kurus desc nulls last, ${byRating}`, relevanceFirst: false };
    default: {
      // Relevance, then rating, then distance; without words, featured and well-reviewed salons first.
      const base = hasWords
        ? byRating
        : sql`s.is_featured desc, s.rating_average * ln(2 + s.review_count) desc`;
      return { orderBy: distance ? sql`${base}, ${distance}` : base, relevanceFirst: true };
    }
  }
}
