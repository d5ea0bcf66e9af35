import { salonSearchQuerySchema } from '@salonya/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSalonSearchPage } from '../src/modules/salons/salon-search.repository';
import { planSalonSearch } from '../src/modules/search/salon-search-plan';
import { locationPage } from '../src/modules/seo/seo-location';
import { SEO_TWO_PART_CATEGORIES } from '@salonya/domain/routing/match';
import { createTestApp, type TestApp } from './test-app';

/** Issue 17 item 6b: GET /salons/search from the in-process search index gives the SQL's page and total. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('GET /salons/search through the search index', () => {
  it('index and SQL give the same page and total for every filter combination the index takes', async () => {
    const [place] = await rows<{ city_id: number; district_id: number }>(sql`
      select province_id as city_id, district_id from salons where status = 'active'
      group by province_id, district_id order by count(*) desc limit 1`);
    const [category] = await rows<{ id: number; code: string; slug: string }>(sql`
      select c.id, c.code, c.slug from categories c
      where exists (select 1 from salon_categories sc where sc.category_id = c.id) order by c.id limit 1`);
    const [otherCity] = await rows<{ id: number }>(
      sql`select id from provinces where id <> ${place!.city_id} order by id limit 1`,
    );
    const point = { latitude: '41.0082', longitude: '28.9784' };
    const base: Record<string, string>[] = [
      {},
      { city_id: String(place!.city_id) },
      { district_id: String(place!.district_id) },
      { city_id: String(place!.city_id), district_id: String(place!.district_id) },
      { city_id: String(otherCity!.id), district_id: String(place!.district_id) },
    ];
    const filters: Record<string, string>[] = [
      {},
      { gender_focus: 'female' },
      { gender_focus: 'male', rating: '4' },
      { gender_focus: 'unisex' },
      { rating: '4.5' },
      { category: String(category!.id) },
      { category: category!.slug },
      { category: category!.code },
      { category: category!.code.toUpperCase() },
      { categories: `${category!.id},yok-boyle` },
      { categories: category!.code.toUpperCase() },
      { categories: 'yok-boyle' },
      { sort_by: 'rating' },
      { sort_by: 'price_asc' },
      { sort_by: 'price_desc', gender_focus: 'female' },
      { sort_by: 'distance' },
      { ...point },
      { ...point, sort_by: 'distance' },
      { ...point, sort_by: 'rating', distance: '15' },
      { ...point, distance: '30', sort_by: 'price_asc' },
    ];
    // A coupon code needs the coupon's rules (ADR 0047): the query goes to SQL, not the index.
    expect(planSalonSearch(salonSearchQuerySchema.parse({ q: 'k', coupon_code: 'YAZ10' }))).toBeNull();
    let compared = 0;
    for (const where of base) {
      for (const f of filters) {
        for (const [page, perPage] of [
          ['1', '20'],
          ['2', '5'],
        ] as const) {
          const q = salonSearchQuerySchema.parse({ ...where, ...f, page, per_page: perPage });
          const plan = planSalonSearch(q);
          const label = JSON.stringify({ ...where, ...f, page });
          expect(plan, label).not.toBeNull();
          const viaIndex = await t.search.salonSearchPage(plan!, {
            limit: q.per_page,
            offset: (q.page - 1) * q.per_page,
          });
          const viaSql = await findSalonSearchPage(t.database.db, q, new Date(t.clock.now));
          expect(viaIndex, label).toEqual({ ids: viaSql.items.map((c) => c.id), total: viaSql.total });
          if (viaSql.total > 0) compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(120);
  });

  it('SEO location pages: index and SQL give the same salons and total', async () => {
    const places = await rows<{ city: string; district: string }>(sql`
      select p.slug as city, d.slug as district from salons s join provinces p on p.id = s.province_id
      join districts d on d.id = s.district_id where s.status = 'active'
      group by p.slug, d.slug order by count(*) desc limit 2`);
    let compared = 0;
    for (const place of places) {
      for (const district of [undefined, place.district]) {
        for (const category of SEO_TWO_PART_CATEGORIES) {
          for (const [page, perPage] of [
            [1, 20],
            [2, 3],
          ] as const) {
            const q = { city: place.city, district, category, page, per_page: perPage };
            const at = new Date(t.clock.now);
            const viaSql = await locationPage(t.database.db, q, at, 'http://x', null);
            const viaIndex = await locationPage(t.database.db, q, at, 'http://x', t.search);
            const label = JSON.stringify(q);
            expect(
              viaIndex.salons.map((c) => c.id),
              label,
            ).toEqual(viaSql.salons.map((c) => c.id));
            expect(viaIndex.meta, label).toEqual(viaSql.meta);
            if (viaSql.meta.total > 0) compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('the endpoint answers the same cards either way', async () => {
    const q = salonSearchQuerySchema.parse({ sort_by: 'rating', per_page: '12' });
    const res = await t.request({ method: 'GET', url: '/api/v1/salons/search?sort_by=rating&per_page=12' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const viaSql = await findSalonSearchPage(t.database.db, q, new Date(t.clock.now));
    expect(body.data).toEqual(JSON.parse(JSON.stringify(viaSql.items)));
    expect(body.meta.total).toBe(viaSql.total);
  });

  it.each([
    { q: 'kuaför' },
    { city: 'istanbul' },
    { district: 'kadikoy' },
    { service_type: 'home' },
    { date: '2026-12-01' },
    { appointment_date: '2026-12-01' },
    { salon_type: 'berber' },
    { sort_by: 'newest' },
    { category: '20', categories: '21' },
  ])('%o goes to the SQL', (query) => {
    expect(planSalonSearch(salonSearchQuerySchema.parse(query))).toBeNull();
  });

  it('filters the SQL alone knows still work through the endpoint', async () => {
    for (const url of [
      '/api/v1/salons/search?q=kuaf',
      '/api/v1/salons/search?city=istanbul&sort_by=newest',
      '/api/v1/salons/search?service_type=home',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });
});
