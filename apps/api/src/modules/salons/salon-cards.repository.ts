import { coverImageOf } from '@salonya/domain/catalogue/default-images';
import { isOpenAt, NIGHT_CLOSING_MINUTES, type OpeningHours } from '@salonya/domain/catalogue/opening-hours';
import { salonSlug } from '@salonya/domain/slug';
import type { SalonCard } from '@salonya/contracts/catalogue';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  countRow,
  decimalText,
  int,
  num,
  numOrNull,
  queryOne,
  queryRows,
  queryRowsNamed,
} from '../../db/rows';

/** SPEC §3 defaults for missing values. */
export const DEFAULT_SALON_NAME = 'İsimsiz Salon';
export const SPECIAL_LIST_DEFAULTS = { minPrice: 30, maxPrice: 200, service: 'Saç Kesimi' } as const;

export interface CardQuery {
  where: SQL[];
  orderBy: SQL;
  limit: number;
  offset?: number;
  /** Extra select expressions (e.g. distance). */
  distanceFrom?: { latitude: number; longitude: number } | null;
  /** Fill SPEC's special-list defaults where a salon has no services. */
  specialList?: boolean;
  /** Count all matches (search pages); lists that show one page skip it and can stop at the limit. */
  withTotal?: boolean;
}

const hoursCell = z.tuple([int, z.string().nullable(), z.string().nullable()]);
const cardRow = z.object({
  id: int,
  name: z.string().nullable(),
  logo_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  latitude: num,
  longitude: num,
  rating_average: decimalText,
  review_count: int,
  description: z.string(),
  gender_focus: z.enum(['female', 'male', 'unisex']),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  salon_type: z.string(),
  min_price: numOrNull,
  max_price: numOrNull,
  service_names: z.array(z.string()).nullable(),
  distance_km: numOrNull,
  discount_percent: numOrNull,
  accepts_online_bookings: z.boolean().nullable(),
  // json_agg arrives parsed, or as JSON text on a driver that leaves json alone.
  hours: z.union([
    z.array(hoursCell),
    z.string().transform((text) => z.array(hoursCell).parse(JSON.parse(text))),
  ]),
});
type CardRow = z.output<typeof cardRow>;

export function haversineKm(latitude: number, longitude: number): SQL {
  return sql`(6371 * 2 * asin(sqrt(power(sin(radians(s.latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${longitude}) / 2), 2))))`;
}

/**
 * Active salons as SPEC §3 search results; conditions use the aliases `s` (salons) and `st` (salon_stats).
 * Two steps: pick the page of ids with only indexed, precomputed columns, then read the cards of those ids.
 */
export async function selectSalonCards(
  db: Db,
  q: CardQuery,
  now: Date,
): Promise<{ items: SalonCard[]; total: number }> {
  const where = sql.join([sql`s.status = 'active'`, ...q.where], sql` and `);
  const withTotal = q.withTotal ?? true;
  const page = await queryRows(
    db,
    'selectSalonCards.page',
    z.object({ id: int, total_count: int }),
    sql`
    select s.id, ${withTotal ? sql`count(*) over ()` : sql`0`} as total_count
    from salons s left join salon_stats st on st.salon_id = s.id
    where ${where}
    order by ${q.orderBy}, s.id
    limit ${q.limit} offset ${q.offset ?? 0}`,
  );
  if (page.length === 0) {
    // An offset past the end still reports the total.
    if ((q.offset ?? 0) === 0 || !withTotal) return { items: [], total: 0 };
    const counted = await queryOne(
      db,
      'selectSalonCards.count',
      countRow,
      sql`select count(*)::int as n from salons s left join salon_stats st on st.salon_id = s.id where ${where}`,
    );
    return { items: [], total: counted?.n ?? 0 };
  }
  const ids = page.map((r) => r.id);
  const items = await salonCardsByIds(db, ids, q, now);
  return { items, total: withTotal ? page[0]!.total_count : items.length };
}

/**
 * The cards of known salon ids, in the order given (ids that are not active salons are left out): the second step
 * of selectSalonCards, also used by the unified search, which ranks the ids itself.
 */
export async function salonCardsByIds(
  db: Db,
  ids: number[],
  q: Pick<CardQuery, 'distanceFrom' | 'specialList'>,
  now: Date,
): Promise<SalonCard[]> {
  if (ids.length === 0) return [];
  const distance = q.distanceFrom
    ? haversineKm(q.distanceFrom.latitude, q.distanceFrom.longitude)
    : sql`null::float8`;
  // One named statement (two variants: with or without a distance), the opening hours included: planned once
  // per connection, one round trip per page.
  const rows = await queryRowsNamed(
    db,
    q.distanceFrom ? 'salon_cards_by_ids_near' : 'salon_cards_by_ids',
    cardRow,
    sql`
    select s.id, s.name, s.logo_url, s.cover_image_url, p.name as city, d.name as district, s.latitude, s.longitude,
      s.rating_average::text as rating_average, s.review_count, s.description, s.gender_focus, s.is_verified,
      s.is_featured, s.salon_type, st.min_price_kurus as min_price, st.max_price_kurus as max_price,
      st.service_names, ${distance} as distance_km, st.discount_percent,
      coalesce(b.accepts_online_bookings, true) as accepts_online_bookings,
      (select coalesce(json_agg(json_build_array(h.weekday, h.opens_at::text, h.closes_at::text) order by h.weekday),
          '[]'::json)
        from salon_opening_hours h where h.salon_id = s.id) as hours
    from salons s
    join provinces p on p.id = s.province_id
    join districts d on d.id = s.district_id
    left join salon_stats st on st.salon_id = s.id
    left join salon_booking_settings b on b.salon_id = s.id
    where s.status = 'active' and s.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hoursOf = (r: CardRow): OpeningHours[] =>
    r.hours.map(([weekday, opensAt, closesAt]) => ({ weekday, opensAt, closesAt }));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is CardRow => r !== undefined)
    .map((r) => toCard(r, hoursOf(r), now, q.specialList ?? false));
}

/**
 * Recomputes salon_stats for some salons or all of them. Run after the seed, at start-up, every few minutes
 * (trending and campaign dates move with time) and after a write that changes a salon's services or campaigns.
 */
export async function refreshSalonStats(db: Db, salonIds?: number[]): Promise<void> {
  const only =
    salonIds === undefined
      ? sql``
      : salonIds.length === 0
        ? sql`and false`
        : sql`and s.id in (${sql.join(
            salonIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  await db.execute(sql`
    insert into salon_stats (salon_id, min_price_kurus, max_price_kurus, service_names, discount_percent, has_discount,
      has_home_service, has_pet_service, has_salon_service, is_night, trending_score, refreshed_at)
    select s.id, sv.min_price, sv.max_price, coalesce(sv.names, '{}'::text[]), camp.pct,
      coalesce(camp.running, false) or coalesce(sv.any_discount, false),
      coalesce(sv.home, false), coalesce(sv.pet, false), coalesce(sv.in_salon, false), coalesce(h.night, false),
      coalesce(v.views, 0) + 20 * coalesce(r.n, 0), now()
    from salons s
    left join (
      select salon_id, min(coalesce(discounted_price_kurus, price_kurus)) as min_price, max(price_kurus) as max_price,
        (array_agg(name order by sort_order, id))[1:3] as names, bool_or(discounted_price_kurus is not null) as any_discount,
        bool_or(is_home_service) as home, bool_or(is_pet_service) as pet, bool_or(not is_home_service) as in_salon
      from services where is_active group by salon_id
    ) sv on sv.salon_id = s.id
    left join (
      select salon_id, max(discount_value) filter (where discount_type = 'percentage') as pct, true as running
      from campaigns where is_active and current_date between starts_on and ends_on group by salon_id
    ) camp on camp.salon_id = s.id
    left join (
      select salon_id, bool_or(closes_at is not null
        and extract(hour from closes_at) * 60 + extract(minute from closes_at) >= ${NIGHT_CLOSING_MINUTES}) as night
      from salon_opening_hours group by salon_id
    ) h on h.salon_id = s.id
    left join (
      select salon_id, sum(views) as views from salon_daily_views where day >= current_date - 14 group by salon_id
    ) v on v.salon_id = s.id
    left join (
      select salon_id, count(*) as n from reviews
      where created_at >= now() - interval '30 days' and deleted_at is null and status <> 'hidden' group by salon_id
    ) r on r.salon_id = s.id
    where true ${only}
    on conflict (salon_id) do update set
      min_price_kurus = excluded.min_price_kurus, max_price_kurus = excluded.max_price_kurus,
      service_names = excluded.service_names, discount_percent = excluded.discount_percent,
      has_discount = excluded.has_discount, has_home_service = excluded.has_home_service,
      has_pet_service = excluded.has_pet_service, has_salon_service = excluded.has_salon_service,
      is_night = excluded.is_night, trending_score = excluded.trending_score, refreshed_at = excluded.refreshed_at`);
}

export async function openingHoursOf(db: Db, salonIds: number[]): Promise<Map<number, OpeningHours[]>> {
  const map = new Map<number, OpeningHours[]>();
  if (salonIds.length === 0) return map;
  const rows = await queryRows(
    db,
    'openingHoursOf',
    z.object({
      salon_id: int,
      weekday: int,
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
    }),
    sql`
    select salon_id, weekday, opens_at::text as opens_at, closes_at::text as closes_at
    from salon_opening_hours where salon_id in (${sql.join(
      salonIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by salon_id, weekday`,
  );
  for (const r of rows) {
    const list = map.get(r.salon_id) ?? [];
    list.push({ weekday: r.weekday, opensAt: r.opens_at, closesAt: r.closes_at });
    map.set(r.salon_id, list);
  }
  return map;
}

const kurusToLira = (v: number | null): number | null => (v === null ? null : Math.round(v) / 100);

function toCard(r: CardRow, hours: OpeningHours[], now: Date, specialList: boolean): SalonCard {
  const name = r.name?.trim() || DEFAULT_SALON_NAME;
  const services = r.service_names ?? [];
  const minPrice = kurusToLira(r.min_price);
  const maxPrice = kurusToLira(r.max_price);
  return {
    id: r.id,
    name,
    slug: salonSlug({ name, district: r.district, city: r.city }),
    logo: r.logo_url,
    cover_image: coverImageOf(r.id, r.cover_image_url),
    city: r.city,
    district: r.district,
    latitude: r.latitude,
    longitude: r.longitude,
    // eslint-disable-next-line no-restricted-syntax -- the contract's wire value '4.6', formatted by the client
    rating_average: Number(r.rating_average).toFixed(1),
    review_count: r.review_count,
    min_price: minPrice ?? (specialList ? SPECIAL_LIST_DEFAULTS.minPrice : 0),
    max_price: maxPrice ?? (specialList ? SPECIAL_LIST_DEFAULTS.maxPrice : 0),
    is_open_now: isOpenAt(hours, now),
    services: services.length > 0 ? services : specialList ? [SPECIAL_LIST_DEFAULTS.service] : [],
    description: r.description,
    gender_focus: r.gender_focus,
    is_verified: r.is_verified,
    is_featured: r.is_featured,
    salon_type: r.salon_type,
    distance_km: r.distance_km === null ? null : Math.round(r.distance_km * 10) / 10,
    discount_percent: r.discount_percent,
    accepts_online_bookings: r.accepts_online_bookings !== false,
  };
}
