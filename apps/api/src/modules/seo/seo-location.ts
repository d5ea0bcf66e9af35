import {
  seoCategoryInfo,
  seoLocationHeading,
  seoLocationIntro,
} from '@salonya/domain/catalogue/seo-categories';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, intOrNull, queryOne } from '../../db/rows';
import { AppError } from '../../lib/app-error';
import { salonCardsByIds, selectSalonCards } from '../salons/salon-cards.repository';
import type { SalonSearchIndex } from '../salons/salon-search.service';
import type { SalonSearchPlan } from '../search/salon-search-plan';

export interface LocationPageQuery {
  city: string;
  district?: string | undefined;
  category: string;
  page: number;
  per_page: number;
}

/** An SEO location page (SPEC §2.2): the place and category named by the path, with the salons there. */
export async function locationPage(
  db: Db,
  q: LocationPageQuery,
  now: Date,
  appUrl: string,
  index: SalonSearchIndex | null = null,
) {
  const info = seoCategoryInfo(q.category);
  if (!info) throw AppError.notFound('Kategori bulunamadı');
  const place = await queryOne(
    db,
    'locationPage.place',
    z.object({
      city_id: int,
      city: z.string(),
      city_slug: z.string(),
      district_id: intOrNull,
      district: z.string().nullable(),
      district_slug: z.string().nullable(),
    }),
    sql`
    select p.id as city_id, p.name as city, p.slug as city_slug, d.id as district_id, d.name as district, d.slug as district_slug
    from provinces p left join districts d on d.province_id = p.id and d.slug = ${q.district ?? ''}
    where p.slug = ${q.city}`,
  );
  if (!place || (q.district && place.district_id === null)) throw AppError.notFound('Konum bulunamadı');

  const categoryMatch = sql`exists (select 1 from salon_categories sc join categories c on c.id = sc.category_id
    where sc.salon_id = s.id and (
      ${
        info.codes.length > 0
          ? sql`c.code in (${sql.join(
              info.codes.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : sql`false`
      }
      or ${
        info.legacyIds.length > 0
          ? sql`c.id in (${sql.join(
              info.legacyIds.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : sql`false`
      }))`;
  const where = [sql`s.province_id = ${place.city_id}`, categoryMatch];
  if (place.district_id !== null) where.push(sql`s.district_id = ${place.district_id}`);
  const page = { limit: q.per_page, offset: (q.page - 1) * q.per_page };
  // The same page from the in-process search index when there is one (issue 17 item 6b), else the SQL.
  const plan: SalonSearchPlan = {
    scope:
      place.district_id === null
        ? { kind: 'city', cityId: place.city_id }
        : { kind: 'district', cityId: place.city_id, districtId: place.district_id },
    filters: {
      order: 'featured',
      categories: { ids: [...info.legacyIds], codes: [...info.codes] },
      province: place.city_id,
    },
  };
  const indexed = index ? await index.salonSearchPage(plan, page) : null;
  const { items, total } = indexed
    ? { items: await salonCardsByIds(db, indexed.ids, {}, now), total: indexed.total }
    : await selectSalonCards(
        db,
        {
          where,
          orderBy: sql`s.is_featured desc, s.rating_average * ln(2 + s.review_count) desc`,
          limit: page.limit,
          offset: page.offset,
        },
        now,
      );
  const placeNames = { city: place.city, district: place.district };
  const h1 = seoLocationHeading(placeNames, info.label);
  const path = place.district_slug
    ? `/${place.city_slug}-${place.district_slug}-${q.category}-salonlari`
    : `/${place.city_slug}-${q.category}-salonlari`;
  return {
    h1,
    intro: seoLocationIntro(placeNames, info.label, total),
    city: { id: place.city_id, name: place.city, slug: place.city_slug },
    district:
      place.district_id === null
        ? null
        : { id: place.district_id, name: place.district!, slug: place.district_slug! },
    category: { slug: q.category, label: info.label },
    seo: {
      meta_title: `${h1} – Fiyatlar, Yorumlar ve Online Randevu`,
      meta_description: seoLocationIntro(placeNames, info.label, total).slice(0, 155),
      canonical_url: `${appUrl}${path}`,
    },
    salons: items,
    meta: {
      current_page: q.page,
      per_page: q.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / q.per_page)),
    },
  };
}
