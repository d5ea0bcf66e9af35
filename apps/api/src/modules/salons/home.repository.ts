import type { HomeListQuery } from '@salonya/contracts/catalogue';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, queryRows } from '../../db/rows';
import { haversineKm, selectSalonCards } from './salon-cards.repository';
import { salonFilterConditions } from './salon-filters';

export const HOME_LISTS = [
  'trending-salons',
  'campaign-salons',
  'new-salons',
  'masaj-spa-salons',
  'category-salons',
  'night-salons',
  'nearby-salons',
] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** Category codes whose salons make up a category list; `category_name` picks one (default pet grooming). */
const CATEGORY_NAME_CODES: Record<string, string[]> = {
  pet: ['pet_bakim'],
  masaj: ['masaj_spa'],
  nail: ['nail_el_bakimi'],
  cilt: ['cilt_yuz_bakimi'],
  sac: ['sac_hizmetleri'],
  guzellik: ['guzellik_estetik'],
  eve: ['eve_gelen_hizmetler'],
};

/**
 * Category ids of main categories and their legacy children; categories change rarely, so kept 5 minutes. Keyed by
 * the database handle: one process may hold several (the API test suite runs its files in one worker, ADR 0056).
 */
const categoryCache = new WeakMap<Db, { at: number; byCode: Map<string, number[]> }>();
async function categoryIdsFor(db: Db, codes: string[]): Promise<number[]> {
  let cached = categoryCache.get(db);
  if (!cached || Date.now() - cached.at > 5 * 60_000) {
    const rows = await queryRows(
      db,
      'categoryIdsFor',
      z.object({ id: int, code: z.string().nullable() }),
      sql`select c.id, coalesce(c.code, p.code) as code from categories c left join categories p on p.id = c.parent_id`,
    );
    const byCode = new Map<string, number[]>();
    for (const r of rows) if (r.code) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r.id]);
    cached = { at: Date.now(), byCode };
    categoryCache.set(db, cached);
  }
  const { byCode } = cached;
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

async function inCategories(db: Db, codes: string[]): Promise<SQL> {
  const ids = await categoryIdsFor(db, codes);
  if (ids.length === 0) return sql`false`;
  return sql`exists (select 1 from salon_categories sc where sc.salon_id = s.id
    and sc.category_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}

/** The seven home lists of SPEC §7.4; each is computed from stored data, never from a flag typed into the seed. */
export async function homeList(db: Db, list: HomeList, q: HomeListQuery, now: Date) {
  // The home rails invite a booking now, so a salon whose owner paused online bookings sits them out (ADR 0031);
  // search, category and place pages still list it, marked.
  const where = [
    ...salonFilterConditions(q),
    sql`coalesce((select b.accepts_online_bookings from salon_booking_settings b where b.salon_id = s.id), true)`,
  ];
  const origin =
    q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude }
      : null;
  let orderBy: SQL;
  switch (list) {
    case 'trending-salons':
      // Views of the last 14 days plus recent reviews (bookings join this score once appointments exist).
      orderBy = sql`st.trending_score desc nulls last, s.rating_average desc`;
      break;
    case 'campaign-salons':
      where.push(sql`st.has_discount`);
      orderBy = sql`st.discount_percent desc nulls last, s.rating_average desc`;
      break;
    case 'new-salons':
      where.push(sql`s.created_at >= now() - interval '180 days'`);
      orderBy = sql`s.created_at desc`;
      break;
    case 'masaj-spa-salons':
      where.push(await inCategories(db, ['masaj_spa']));
      orderBy = sql`s.is_featured desc, s.rating_average desc, s.review_count desc`;
      break;
    case 'category-salons': {
      const codes = CATEGORY_NAME_CODES[(q.category_name ?? 'pet').toLowerCase()] ?? CATEGORY_NAME_CODES.pet!;
      where.push(await inCategories(db, codes));
      orderBy = sql`s.rating_average desc, s.review_count desc`;
      break;
    }
    case 'night-salons':
      where.push(sql`st.is_night`);
      orderBy = sql`s.rating_average desc`;
      break;
    case 'nearby-salons':
      if (!origin) return { items: [], total: 0 };
      orderBy = sql`${haversineKm(origin.latitude, origin.longitude)} asc`;
      if (q.distance === undefined) {
        // Without a radius, keep to a city-sized box so the sort stays cheap.
        where.push(sql`s.latitude between ${origin.latitude - 0.5} and ${origin.latitude + 0.5}`);
        where.push(sql`s.longitude between ${origin.longitude - 0.7} and ${origin.longitude + 0.7}`);
      }
      break;
  }
  return selectSalonCards(
    db,
    { where, orderBy, limit: q.limit, distanceFrom: origin, specialList: true, withTotal: false },
    now,
  );
}

export async function serviceCategories(db: Db) {
  const rows = await queryRows(
    db,
    'serviceCategories',
    z.object({
      id: int,
      name: z.string(),
      slug: z.string(),
      code: z.string().nullable(),
      icon: z.string(),
      description: z.string(),
      image_url: z.string().nullable(),
      image_hover_url: z.string().nullable(),
      salon_count: int,
    }),
    sql`
    select c.id, c.name, c.slug, c.code, c.icon, c.description, c.image_url, c.image_hover_url,
      (select count(distinct sc.salon_id)::int from salon_categories sc join salons s on s.id = sc.salon_id
        where s.status = 'active' and (sc.category_id = c.id or sc.category_id in (select id from categories ch where ch.parent_id = c.id))) as salon_count
    from categories c
    where c.is_active and c.code is not null
    order by c.sort_order, c.id`,
  );
  return rows.map((r) => ({ ...r, has_image: r.image_url !== null }));
}
