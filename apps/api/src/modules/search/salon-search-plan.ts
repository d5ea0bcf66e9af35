import type { SalonSearchQuery } from '@salonya/contracts/catalogue';
import { distanceBox, parseCategories } from '../salons/salon-filters';
import { GENDER_CODES, type IndexFilters } from './search-index';
import type { PlaceScope } from './search.repository';

/** How the search index answers a GET /salons/search: the place scope and the filters and order it applies. */
export interface SalonSearchPlan {
  scope: PlaceScope;
  filters: IndexFilters;
}

/**
 * The index's plan for GET /salons/search (SPEC §7.4), or null when a filter needs the SQL
 * (findSalonSearchPage): a text (2+ characters), a city or district given by name, a service type, a date, a
 * salon type, both `category` and `categories`, a coupon code (the salons where it applies, ADR 0047), or the
 * newest-first order.
 */
export function planSalonSearch(q: SalonSearchQuery): SalonSearchPlan | null {
  if (q.q !== undefined && q.q.length >= 2) return null;
  if (
    (q.city !== undefined && q.city_id === undefined) ||
    (q.district !== undefined && q.district_id === undefined)
  )
    return null;
  if (q.service_type !== undefined || q.date !== undefined || q.appointment_date !== undefined) return null;
  if (q.salon_type !== undefined || q.sort_by === 'newest') return null;
  if (q.coupon_code !== undefined && q.coupon_code !== '') return null;
  if (q.category !== undefined && (q.categories !== undefined || q.category === '')) return null;

  const origin =
    q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude }
      : undefined;
  // Without a point, 'distance' orders by rating as the SQL does.
  const sort = q.sort_by === 'distance' && !origin ? 'rating' : q.sort_by;
  const filters: IndexFilters = { order: sort === 'relevance' ? 'featured' : sort };
  if (q.rating !== undefined) filters.minRating = q.rating;
  if (q.gender_focus === 'female' || q.gender_focus === 'male') {
    filters.genders = (1 << GENDER_CODES[q.gender_focus]) | (1 << GENDER_CODES.unisex);
  } else if (q.gender_focus === 'unisex') filters.genders = 1 << GENDER_CODES.unisex;
  if (q.categories !== undefined) {
    const categories = parseCategories(q.categories);
    // An empty list ('  ,') filters nothing in the SQL either.
    if (categories.ids.length > 0 || categories.codes.length > 0) filters.categories = categories;
  }
  if (q.category !== undefined) {
    // The SQL compares `category` as it is with a slug, a code or the id as text.
    filters.categories = {
      ids: /^(?:0|[1-9]\d{0,8})$/.test(q.category) ? [Number(q.category)] : [],
      codes: [q.category],
    };
  }
  if (origin) {
    filters.origin = origin;
    if (q.distance !== undefined) {
      filters.within = {
        box: distanceBox(origin.latitude, origin.longitude, q.distance),
        distance: q.distance,
      };
    }
  }
  let scope: PlaceScope = { kind: 'country' };
  if (q.district_id !== undefined) {
    scope = { kind: 'district', cityId: q.city_id ?? 0, districtId: q.district_id };
    // A district of another city matches nothing, as in the SQL.
    if (q.city_id !== undefined) filters.province = q.city_id;
  } else if (q.city_id !== undefined) scope = { kind: 'city', cityId: q.city_id };
  return { scope, filters };
}
