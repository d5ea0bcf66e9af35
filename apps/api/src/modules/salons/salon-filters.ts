import type { HomeListQuery } from '@salonya/contracts/catalogue';
import { turkishSlug } from '@salonya/domain/slug';
import { sql, type SQL } from 'drizzle-orm';
import { haversineKm } from './salon-cards.repository';

type Filters = Pick<
  HomeListQuery,
  | 'city'
  | 'city_id'
  | 'district'
  | 'district_id'
  | 'gender_focus'
  | 'service_type'
  | 'date'
  | 'distance'
  | 'rating'
  | 'categories'
  | 'latitude'
  | 'longitude'
>;

/** ISO weekday (1–7) of a calendar date. */
function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** SQL conditions (salons aliased `s`) for the filters of SPEC §7.4; empty filters add nothing. */
export function salonFilterConditions(f: Filters): SQL[] {
  const where: SQL[] = [];
  if (f.city_id !== undefined) where.push(sql`s.province_id = ${f.city_id}`);
  else if (f.city) {
    where.push(
      sql`s.province_id in (select id from provinces where slug = ${turkishSlug(f.city)} or lower(name) = lower(${f.city}))`,
    );
  }
  if (f.district_id !== undefined) where.push(sql`s.district_id = ${f.district_id}`);
  else if (f.district) {
    where.push(
      sql`s.district_id in (select id from districts where slug = ${turkishSlug(f.district)} or lower(name) = lower(${f.district}))`,
    );
  }
  // A gender-specific filter also shows unisex salons, which serve everyone.
  if (f.gender_focus === 'female' || f.gender_focus === 'male') {
    where.push(sql`s.gender_focus in (${f.gender_focus}, 'unisex')`);
  } else if (f.gender_focus === 'unisex') where.push(sql`s.gender_focus = 'unisex'`);
  if (f.service_type === 'home') {
    where.push(
      sql`exists (select 1 from services x where x.salon_id = s.id and x.is_active and x.is_home_service)`,
    );
  } else if (f.service_type === 'pet') {
    where.push(
      sql`exists (select 1 from services x where x.salon_id = s.id and x.is_active and x.is_pet_service)`,
    );
  } else if (f.service_type === 'salon') {
    where.push(
      sql`exists (select 1 from services x where x.salon_id = s.id and x.is_active and not x.is_home_service)`,
    );
  }
  if (f.date) {
    where.push(
      sql`exists (select 1 from salon_opening_hours h where h.salon_id = s.id and h.weekday = ${isoWeekday(f.date)} and h.opens_at is not null)`,
    );
  }
  if (f.rating !== undefined) where.push(sql`s.rating_average >= ${f.rating}`);
  const categories = parseCategories(f.categories);
  if (categories.ids.length > 0 || categories.codes.length > 0) {
    const parts: SQL[] = [];
    if (categories.ids.length > 0)
      parts.push(
        sql`c.id in (${sql.join(
          categories.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (categories.codes.length > 0) {
      const list = sql.join(
        categories.codes.map((code) => sql`${code}`),
        sql`, `,
      );
      parts.push(sql`c.code in (${list}) or c.slug in (${list})`);
    }
    where.push(sql`exists (select 1 from salon_categories sc join categories c on c.id = sc.category_id
      where sc.salon_id = s.id and (${sql.join(parts, sql` or `)}))`);
  }
  if (f.latitude !== undefined && f.longitude !== undefined && f.distance !== undefined) {
    // A bounding box first (index-friendly), then the exact distance.
    const box = distanceBox(f.latitude, f.longitude, f.distance);
    where.push(sql`s.latitude between ${box.minLatitude} and ${box.maxLatitude}`);
    where.push(sql`s.longitude between ${box.minLongitude} and ${box.maxLongitude}`);
    where.push(sql`${haversineKm(f.latitude, f.longitude)} <= ${f.distance}`);
  }
  return where;
}

export interface DistanceBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The bounding box the distance filter checks before the exact distance (the search index uses the same). */
export function distanceBox(latitude: number, longitude: number, distance: number): DistanceBox {
  const dLat = distance / 111;
  const dLng = distance / (111 * Math.max(0.1, Math.cos((latitude * Math.PI) / 180)));
  return {
    minLatitude: latitude - dLat,
    maxLatitude: latitude + dLat,
    minLongitude: longitude - dLng,
    maxLongitude: longitude + dLng,
  };
}

/** Category filter values: numeric ids, and codes or slugs (lower-cased). */
export function parseCategories(value: string | undefined): { ids: number[]; codes: string[] } {
  const ids: number[] = [];
  const codes: string[] = [];
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (/^\d+$/.test(part)) ids.push(Number(part));
    else codes.push(part.toLowerCase());
  }
  return { ids, codes };
}
