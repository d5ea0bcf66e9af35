import {
  suggestionsResponseSchema,
  trendingResponseSchema,
  unifiedSearchRequestSchema,
  unifiedSearchResponseSchema,
  type Suggestion,
  type UnifiedSearchRequestInput,
  type UnifiedSearchResponse,
} from '@salonya/contracts/search';
import { fold } from '@salonya/domain/search/fold';
import { searchWords } from '@salonya/domain/search/query';
import {
  cityToCountryMessage,
  districtToCityMessage,
  districtToCountryMessage,
} from '@salonya/domain/search/messages';
import { salonSlug } from '@salonya/domain/slug';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldInDatabase, refreshSearchDocuments } from '../src/modules/search/search-documents.repository';
import { loadRankingSnapshot, type IndexFilters } from '../src/modules/search/search-index';
import { phraseHitsFromIndex } from '../src/modules/search/phrase-hits';
import { findPhraseHits, findSuggestionRows } from '../src/modules/search/search.repository';
import { loadSuggestionIndex, suggestFromIndex } from '../src/modules/search/suggestion-index';
import type { MatchPageQuery, PlaceScope } from '../src/modules/search/search.repository';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function search(body: UnifiedSearchRequestInput | Record<string, unknown>, ip = '127.0.5.1') {
  const res = await t.request({ method: 'POST', url: '/api/v1/unified-search', body, ip });
  return { status: res.statusCode, body: res.json() as UnifiedSearchResponse & Record<string, unknown> };
}

async function found(query: string, extra: Record<string, unknown> = {}): Promise<UnifiedSearchResponse> {
  const res = await search({ query, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return unifiedSearchResponseSchema.parse(res.body);
}

/** Active salon ids with a name, service, category or staff member matching an SQL condition. */
async function salonIds(condition: ReturnType<typeof sql>): Promise<Set<number>> {
  const list = await rows<{ id: number }>(
    sql`select s.id from salons s where s.status = 'active' and ${condition}`,
  );
  return new Set(list.map((r) => Number(r.id)));
}
const offering = (folded: string) =>
  salonIds(
    sql`exists (select 1 from services x where x.salon_id = s.id and x.is_active and search_fold(x.name) like ${`%${folded}%`})`,
  );
const inCategory = (categoryId: number) =>
  salonIds(
    sql`exists (select 1 from salon_categories sc where sc.salon_id = s.id and sc.category_id = ${categoryId})`,
  );
const named = (folded: string) => salonIds(sql`search_fold(s.name) like ${`%${folded}%`}`);
async function salonNamed(name: string): Promise<{ id: number; district: string; city: string }> {
  const [row] = await rows<{ id: number; district: string; city: string }>(sql`
    select s.id, d.name as district, p.name as city from salons s
    join districts d on d.id = s.district_id join provinces p on p.id = s.province_id where s.name = ${name}`);
  if (!row) throw new Error(`seed has no salon ${name}`);
  return { ...row, id: Number(row.id) };
}
async function salonOfStaff(displayName: string): Promise<number> {
  const [row] = await rows<{ salon_id: number }>(
    sql`select salon_id from salon_staff where display_name = ${displayName} and is_active`,
  );
  if (!row) throw new Error(`seed has no staff member ${displayName}`);
  return Number(row.salon_id);
}
async function placeId(kind: 'city' | 'district', name: string, cityName?: string): Promise<number> {
  const [row] =
    kind === 'city'
      ? await rows<{ id: number }>(sql`select id from provinces where name = ${name}`)
      : await rows<{ id: number }>(sql`select d.id from districts d join provinces p on p.id = d.province_id
          where d.name = ${name} and p.name = ${cityName ?? ''}`);
  if (!row) throw new Error(`no ${kind} ${name}`);
  return Number(row.id);
}

type Expectation =
  | { first: () => Promise<number> }
  | { firstIn: () => Promise<Set<number>> }
  | { includes: () => Promise<number> };

const byName = (name: string) => async () => (await salonNamed(name)).id;

describe('unified search: Turkish queries (issue 5 acceptance table)', () => {
  const table: [string, Expectation, { city?: string; district?: string }?][] = [
    [
      'kuafor kadikoy',
      { firstIn: () => inCategory(20).then(async (s) => new Set([...s, ...(await named('kuafor'))])) },
      { city: 'İstanbul', district: 'Kadıköy' },
    ],
    ['kuaför kadıköy', { includes: byName('Kuaför Doğan') }, { city: 'İstanbul', district: 'Kadıköy' }],
    ['KUAFÖR KADIKÖY', { includes: byName('Kuaför Doğan') }, { city: 'İstanbul', district: 'Kadıköy' }],
    ["kadıköy'de berber", { includes: byName('Jilet Barber') }, { city: 'İstanbul', district: 'Kadıköy' }],
    ['İstanbul berber', { firstIn: () => inCategory(21) }, { city: 'İstanbul' }],
    ['istanbul berber', { firstIn: () => inCategory(21) }, { city: 'İstanbul' }],
    ['ISTANBUL BERBER', { firstIn: () => inCategory(21) }, { city: 'İstanbul' }],
    ['berber istanbul', { includes: byName('Jilet Barber') }, { city: 'İstanbul' }],
    ['manikür', { firstIn: () => offering('manikur') }],
    ['manikur', { firstIn: () => offering('manikur') }],
    ['MANİKÜR', { firstIn: () => offering('manikur') }],
    ['manukur', { firstIn: () => offering('manikur') }],
    [
      'kuafr',
      { firstIn: () => named('kuafor').then(async (s) => new Set([...s, ...(await inCategory(20))])) },
    ],
    [
      'berbr',
      { firstIn: () => named('berber').then(async (s) => new Set([...s, ...(await inCategory(21))])) },
    ],
    ['Jilet Barber', { first: byName('Jilet Barber') }],
    ['jilet barbr', { first: byName('Jilet Barber') }],
    ['Serenity Wellnes', { first: byName('Serenity Wellness Center') }],
    ['Pırlanta Kuaför', { first: byName('Pırlanta Kuaför') }],
    ['pirlanta kuafor', { first: byName('Pırlanta Kuaför') }],
    ['PIRLANTA', { first: byName('Pırlanta Kuaför') }],
    ['Lale Hair', { first: byName('Lale Hair Design') }],
    ['zerrin tirnak studyosu', { first: byName('Zerrin Tırnak Stüdyosu') }],
    ['Harun Arıcan', { first: () => salonOfStaff('Harun Arıcan') }],
    ['harun arican', { first: () => salonOfStaff('Harun Arıcan') }],
    ['Tuba Elmastaşoğlu', { first: () => salonOfStaff('Tuba Elmastaşoğlu') }],
    ['elmastasoglu', { first: () => salonOfStaff('Tuba Elmastaşoğlu') }],
    ['Mustafa Berberoğlu', { first: () => salonOfStaff('Mustafa Berberoğlu') }],
    ['spa izmir', { first: byName('Vadi Spa & Wellness') }, { city: 'İzmir' }],
    [
      'güzellik bornova',
      { includes: byName('Bornova Lazer & Güzellik') },
      { city: 'İzmir', district: 'Bornova' },
    ],
    [
      'saç kesimi çankaya',
      { firstIn: () => offering('sac kesimi') },
      { city: 'Ankara', district: 'Çankaya' },
    ],
    ['sac kesimi', { firstIn: () => offering('sac kesimi') }],
    ['nail art', { first: byName('Glam Nail Art') }],
    ['pet kuaför bursa', { first: byName('Osmangazi Pet Kuaför') }, { city: 'Bursa' }],
    [
      'kuaför üsküdar',
      { firstIn: () => inCategory(20).then(async (s) => new Set([...s, ...(await named('kuafor'))])) },
      { city: 'İstanbul', district: 'Üsküdar' },
    ],
    ['kadıköy', { includes: byName('Jilet Barber') }, { city: 'İstanbul', district: 'Kadıköy' }],
    ['şişli', { includes: byName('Şişli Hair Studio') }, { city: 'İstanbul', district: 'Şişli' }],
    ['ankara', { includes: byName('Mavi Unisex Kuaför') }, { city: 'Ankara' }],
  ];

  it('has at least 30 queries', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it.each(table)('%s', async (query, expectation, place) => {
    const res = await found(query);
    const ids = res.results.map((c) => c.id);
    expect(ids.length, `${query}: no results`).toBeGreaterThan(0);
    if ('first' in expectation) expect(ids[0]).toBe(await expectation.first());
    if ('firstIn' in expectation) expect(await expectation.firstIn()).toContain(ids[0]);
    if ('includes' in expectation) expect(ids).toContain(await expectation.includes());
    if (place?.district) {
      expect(res.query_info.location_scope).toBe('district');
      expect(res.query_info.district_name).toBe(place.district);
      for (const card of res.results) expect(card.district).toBe(place.district);
    } else if (place?.city) {
      expect(res.query_info.location_scope).toBe('city');
      for (const card of res.results) expect(card.city).toBe(place.city);
    }
    if (place?.city) expect(res.query_info.city_name).toBe(place.city);
    expect(res.query_info.fallback).toBe(false);
  });

  it('folds the query: case, dotted and dotless i, diacritics give the same results', async () => {
    const forms = ['Kuaför Kadıköy', 'kuafor kadikoy', 'KUAFÖR KADIKÖY', 'kuaför  kadıköy!'];
    const lists = await Promise.all(forms.map(async (q) => (await found(q)).results.map((c) => c.id)));
    for (const list of lists) expect(list).toEqual(lists[0]);
    const info = (await found('İstanbul Berber')).query_info;
    expect(info).toMatchObject({ normalized_query: 'istanbul berber', search_text: 'berber', city_id: 34 });
  });

  it('ranks by relevance, then rating', async () => {
    const res = await found('kuaför', { pagination: { limit: 100 } });
    const exact = await named('kuafor');
    // Salons named 'Kuaför …' match the word fully: they come first, best rated first among them.
    const leading = res.results.filter((c) => exact.has(c.id));
    expect(res.results.slice(0, leading.length).map((c) => c.id)).toEqual(leading.map((c) => c.id));
    const ratings = leading.map((c) => Number(c.rating_average));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('keeps SPEC §3 card defaults and shapes', async () => {
    const res = await found('kadıköy');
    for (const card of res.results) {
      expect(card.rating_average).toMatch(/^\d\.\d$/);
      expect(card.cover_image.length).toBeGreaterThan(0);
      expect(card.slug).toBe(salonSlug({ name: card.name, district: card.district, city: card.city }));
    }
  });
});

describe('unified search: location fallback chain', () => {
  it('a district with no match widens to its city', async () => {
    // No salon of Kadıköy offers a hamam; İstanbul's spas do.
    const res = await found('hamam kadıköy');
    expect(res.query_info).toMatchObject({
      location_scope: 'city',
      fallback: true,
      original_district_name: 'Kadıköy',
      district_name: 'Kadıköy',
      city_name: 'İstanbul',
      fallback_message: districtToCityMessage('Kadıköy', 'İstanbul'),
    });
    expect(res.results.length).toBeGreaterThan(0);
    for (const card of res.results) expect(card.city).toBe('İstanbul');
    expect(await offering('hamam')).toContain(res.results[0]!.id);
  });

  it('a city with no match widens to the whole country', async () => {
    const res = await found('hamam', { location: { city: 'Kastamonu' } });
    expect(res.query_info).toMatchObject({
      location_scope: 'country',
      fallback: true,
      original_district_name: null,
      city_name: 'Kastamonu',
      fallback_message: cityToCountryMessage('Kastamonu'),
    });
    expect(res.results.some((c) => c.city !== 'Kastamonu')).toBe(true);
  });

  it('a district and its city with no match widen to the country, naming both', async () => {
    const merkez = await placeId('district', 'Merkez', 'Kastamonu');
    const res = await found('hamam', { location: { district_id: merkez } });
    expect(res.query_info).toMatchObject({
      location_scope: 'country',
      fallback: true,
      original_district_name: 'Merkez',
      city_name: 'Kastamonu',
      fallback_message: districtToCountryMessage('Merkez', 'Kastamonu'),
    });
    expect(res.results.length).toBeGreaterThan(0);
  });

  it('a place in the query wins over the remembered location; no place gives scope none', async () => {
    const ankara = await placeId('city', 'Ankara');
    const res = await found('berber izmir', { location: { city_id: ankara } });
    expect(res.query_info.city_name).toBe('İzmir');
    for (const card of res.results) expect(card.city).toBe('İzmir');
    const remembered = await found('berber', { location: { city_id: ankara } });
    expect(remembered.query_info).toMatchObject({
      location_scope: 'city',
      city_name: 'Ankara',
      fallback: false,
    });
    const none = await found('berber');
    expect(none.query_info).toMatchObject({ location_scope: 'none', fallback: false, city_name: null });
  });
});

describe('unified search: request shape, pagination, include, filters', () => {
  it('defaults: page 1, 20 per page; limit capped at 100; pages do not overlap', async () => {
    const first = await found('');
    const active = await rows<{ n: number }>(
      sql`select count(*)::int as n from salons where status = 'active'`,
    );
    expect(first.query_info).toMatchObject({ page: 1, per_page: 20, total: active[0]!.n });
    expect(first.results).toHaveLength(20);
    expect(first.query_info.last_page).toBe(Math.ceil(active[0]!.n / 20));
    const second = await found('', { pagination: { page: 2 } });
    expect(second.results.map((c) => c.id)).not.toContain(first.results[0]!.id);
    const capped = await found('', { pagination: { limit: 500 } });
    expect(capped.query_info.per_page).toBe(100);
    const beyond = await found('', { pagination: { page: 50 } });
    expect(beyond.results).toEqual([]);
    expect(beyond.query_info.total).toBe(active[0]!.n);
  });

  it('include switches results, suggestions and analytics', async () => {
    const none = await found('kuaför', { include: { results: false, suggestions: false } });
    expect(none.results).toEqual([]);
    expect(none.suggestions).toEqual([]);
    expect(none.query_info.total).toBeGreaterThan(0);
    expect(none.analytics).toBeUndefined();
    const all = await found('kuaför', { include: { analytics: true } });
    expect(all.suggestions.length).toBeGreaterThan(0);
    expect(all.analytics?.matched.categories).toBeGreaterThan(0);
    expect(all.analytics?.took_ms).toBeGreaterThanOrEqual(0);
  });

  it('each answer has its own search_id', async () => {
    const a = await found('berber');
    const b = await found('berber');
    expect(a.search_id).not.toBe(b.search_id);
  });

  it('gender, rating, categories and price filters', async () => {
    const male = await found('', { filters: { gender_focus: 'male' }, pagination: { limit: 100 } });
    expect(male.results.length).toBeGreaterThan(0);
    for (const c of male.results) expect(['male', 'unisex']).toContain(c.gender_focus);
    const rated = await found('', { filters: { rating: 4.5 }, pagination: { limit: 100 } });
    for (const c of rated.results) expect(Number(c.rating_average)).toBeGreaterThanOrEqual(4.5);
    const nails = await inCategory(3);
    const byCategory = await found('', {
      filters: { categories: ['nail_el_bakimi'] },
      pagination: { limit: 100 },
    });
    expect(byCategory.results.length).toBe(nails.size);
    const byId = await found('', { filters: { categories: '3' }, pagination: { limit: 100 } });
    expect(byId.results.map((c) => c.id).sort()).toEqual(byCategory.results.map((c) => c.id).sort());
    const cheap = await found('', {
      filters: { max_price: 200, sort_by: 'price_asc' },
      pagination: { limit: 100 },
    });
    expect(cheap.results.length).toBeGreaterThan(0);
    for (const c of cheap.results) expect(c.min_price).toBeLessThanOrEqual(200);
    const prices = cheap.results.map((c) => c.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await found('', { filters: { min_price: 1000 }, pagination: { limit: 100 } });
    for (const c of dear.results) expect(c.max_price).toBeGreaterThanOrEqual(1000);
  });

  it('distance from coordinates filters and sorts', async () => {
    const kadikoy = { latitude: 40.9903, longitude: 29.0277 };
    const res = await found('', {
      filters: { ...kadikoy, distance: 10, sort_by: 'distance' },
      pagination: { limit: 100 },
    });
    expect(res.results.length).toBeGreaterThan(0);
    const d = res.results.map((c) => c.distance_km ?? Infinity);
    for (const km of d) expect(km).toBeLessThanOrEqual(10);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    // Coordinates of the location give distances too.
    const located = await found('berber', { location: kadikoy });
    expect(located.results[0]!.distance_km).not.toBeNull();
  });

  it('open now and date use the opening hours', async () => {
    // Wednesday 2026-11-25 12:00 in İstanbul.
    t.clock.now = Date.parse('2026-11-25T09:00:00Z');
    try {
      const open = await found('', { filters: { open_now: true }, pagination: { limit: 100 } });
      expect(open.results.length).toBeGreaterThan(0);
      for (const c of open.results) expect(c.is_open_now).toBe(true);
      const closedAtNight = await rows<{ id: number }>(sql`select s.id from salons s where s.status = 'active'
        and not exists (select 1 from salon_opening_hours h where h.salon_id = s.id and h.weekday = 3
          and h.opens_at <= '12:00' and h.closes_at > '12:00')`);
      expect(open.query_info.total + closedAtNight.length).toBe((await found('')).query_info.total);
    } finally {
      t.clock.now = Date.now();
    }
  });

  it('date keeps salons with a free slot that day: closed and fully blocked salons go', async () => {
    // Wednesday 2026-11-25 09:00 in İstanbul; the search is for Thursday 2026-11-26 and Sunday 2026-11-29.
    t.clock.now = Date.parse('2026-11-25T06:00:00Z');
    const salon = await salonNamed('Jilet Barber');
    const dated = (date: string) => found('', { filters: { date }, pagination: { limit: 100 } });
    const allOnDate = async (date: string) => {
      const ids: number[] = [];
      const first = await dated(date);
      for (let page = 1; page <= first.query_info.last_page; page++) {
        const res = await found('', { filters: { date }, pagination: { page, limit: 100 } });
        ids.push(...res.results.map((c) => c.id));
      }
      expect(ids.length).toBe(first.query_info.total);
      return new Set(ids);
    };
    try {
      const thursday = await allOnDate('2026-11-26');
      expect(thursday.has(salon.id)).toBe(true);
      // Salons closed on Sundays are never shown for a Sunday.
      const closedSunday = await salonIds(sql`not exists (select 1 from salon_opening_hours h
        where h.salon_id = s.id and h.weekday = 7 and h.opens_at is not null)`);
      expect(closedSunday.size).toBeGreaterThan(0);
      const sunday = await allOnDate('2026-11-29');
      for (const id of closedSunday) expect(sunday.has(id)).toBe(false);

      // Every staff member of the salon blocked the whole Thursday: it goes, the others stay.
      await t.database.db.execute(sql`
        insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, date, reason, is_full_day)
        select st.salon_id, st.id, st.user_id, '2026-11-26', 'Test izni', true
        from salon_staff st where st.salon_id = ${salon.id} and st.is_active`);
      // Past the answer cache's lifetime.
      t.clock.now += 301_000;
      const blocked = await allOnDate('2026-11-26');
      expect(blocked.has(salon.id)).toBe(false);
      expect(blocked.size).toBe(thursday.size - 1);
      const byName = await found('Jilet Barber', { filters: { date: '2026-11-26' } });
      expect(byName.results.map((c) => c.id)).not.toContain(salon.id);
      const otherDay = await found('Jilet Barber', { filters: { date: '2026-11-27' } });
      expect(otherDay.results[0]?.id).toBe(salon.id);
    } finally {
      t.clock.now = Date.now();
      await t.database.db.execute(sql`delete from staff_blockings where reason = 'Test izni'`);
    }
  });

  it('strict city and district filters do not widen', async () => {
    const kadikoy = await placeId('district', 'Kadıköy', 'İstanbul');
    const res = await found('hamam', { filters: { district_id: kadikoy } });
    expect(res.query_info.total).toBe(0);
    expect(res.results).toEqual([]);
  });

  it('sort by rating', async () => {
    const res = await found('kuaför', { filters: { sort_by: 'rating' }, pagination: { limit: 100 } });
    const r = res.results.map((c) => Number(c.rating_average));
    expect(r).toEqual([...r].sort((a, b) => b - a));
  });

  it.each([
    [{ query: 'x'.repeat(101) }, 'query'],
    [{ context: 'sidebar' }, 'context'],
    [{ pagination: { page: 0 } }, 'pagination.page'],
    [{ pagination: { limit: 'many' } }, 'pagination.limit'],
    [{ filters: { latitude: 41 } }, 'filters.longitude'],
    [{ filters: { sort_by: 'distance' } }, 'filters.sort_by'],
    [{ filters: { distance: 5 } }, 'filters.distance'],
    [{ filters: { min_price: 500, max_price: 100 } }, 'filters.max_price'],
    [{ filters: { rating: 9 } }, 'filters.rating'],
    [{ filters: { gender_focus: 'kids' } }, 'filters.gender_focus'],
    [{ filters: { date: '25.11.2026' } }, 'filters.date'],
    [{ filters: { categories: ['sac hizmetleri; drop'] } }, 'filters.categories'],
    [{ location: { city_id: 99 } }, 'location.city_id'],
    [{ include: { results: 'yes' } }, 'include.results'],
  ])('422 with a Turkish message for %j', async (body, field) => {
    const res = await search(body);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    const errors = res.body.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]![0]).toMatch(/[a-zçğıöşü]/i);
  });

  it('a body that is not JSON or missing answers 4xx, never 500', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/v1/unified-search', payload: '{"query":' });
    expect(bad.statusCode).toBe(400);
    const empty = await t.request({ method: 'POST', url: '/api/v1/unified-search' });
    expect(empty.statusCode).toBe(200);
  });
});

describe('suggestions', () => {
  async function suggest(query: string, ip = '127.0.6.1'): Promise<Suggestion[]> {
    const res = await t.request({ method: 'GET', url: `/api/v1/search/suggestions?${query}`, ip });
    expect(res.statusCode, res.body).toBe(200);
    return suggestionsResponseSchema.parse(res.json()).data;
  }

  it('salon suggestions lead to the salon page', async () => {
    const salon = await salonNamed('Pırlanta Kuaför');
    const list = await suggest(`q=${encodeURIComponent('pirlanta')}`);
    expect(list).toContainEqual(
      expect.objectContaining({
        type: 'salon',
        id: salon.id,
        title: 'Pırlanta Kuaför',
        url: `/salon/${salon.id}/${salonSlug({ name: 'Pırlanta Kuaför', district: salon.district, city: salon.city })}`,
        action: 'navigate',
      }),
    );
  });

  it('staff suggestions lead to the specialist page', async () => {
    const [staff] = await rows<{ id: number }>(
      sql`select id from salon_staff where display_name = 'Harun Arıcan'`,
    );
    const list = await suggest(`q=${encodeURIComponent('harun arıcan')}`);
    expect(list).toContainEqual(
      expect.objectContaining({
        type: 'staff',
        id: Number(staff!.id),
        url: `/uzman/${staff!.id}/harun-arican-besiktas-istanbul`,
        action: 'navigate',
      }),
    );
  });

  it('category, service and place suggestions', async () => {
    const kuaf = await suggest('q=kuaf');
    expect(kuaf).toContainEqual(
      expect.objectContaining({
        type: 'category',
        id: 20,
        url: '/kategori/20/kadin-kuaforu',
        action: 'navigate',
      }),
    );
    const manik = await suggest(`q=${encodeURIComponent('manik')}`);
    expect(manik[0]).toMatchObject({ type: 'service', title: 'Manikür', action: 'search', query: 'Manikür' });
    expect(manik[0]!.url).toBe('/arama?q=Manik%C3%BCr');
    const kadikoy = await placeId('district', 'Kadıköy', 'İstanbul');
    const place = await suggest(`q=${encodeURIComponent('kadık')}`);
    expect(place[0]).toMatchObject({
      type: 'location_suggestion',
      title: 'Kadıköy',
      action: 'filter',
      filters: { city_id: 34, district_id: kadikoy },
      url: `/arama?city_id=34&district_id=${kadikoy}`,
    });
    const combined = await suggest(`q=${encodeURIComponent('berber kadıköy')}`);
    expect(combined[0]).toMatchObject({
      type: 'location_suggestion',
      query: 'berber',
      url: `/arama?q=berber&city_id=34&district_id=${kadikoy}`,
    });
  });

  it('a city context keeps service searches in the city', async () => {
    const list = await suggest(`q=${encodeURIComponent('manikür')}&city_id=35`);
    const service = list.find((s) => s.type === 'service');
    expect(service?.url).toContain('city_id=35');
    expect(service?.filters).toEqual({ city_id: 35 });
  });

  it('a short text gives quick actions and popular searches', async () => {
    for (let i = 0; i < 2; i++) await found('nail art', { context: 'homepage' });
    const list = await suggest('q=k');
    const types = new Set(list.map((s) => s.type));
    expect(types).toContain('quick_action');
    expect(types).toContain('popular_search');
    const open = list.find((s) => s.title === 'Şu an açık salonlar');
    expect(open).toMatchObject({
      action: 'filter',
      url: '/arama?open_now=true',
      filters: { open_now: true },
    });
    const typed = await suggest('q=nail');
    expect(typed).toContainEqual(
      expect.objectContaining({
        type: 'popular_search',
        title: 'nail art',
        action: 'search',
        query: 'nail art',
      }),
    );
  });

  it('at most 8, or fewer when asked', async () => {
    expect((await suggest('q=a')).length).toBeLessThanOrEqual(8);
    expect((await suggest('q=kuafor')).length).toBeLessThanOrEqual(8);
    expect((await suggest('q=kuafor&limit=50')).length).toBeLessThanOrEqual(8);
    expect((await suggest('q=kuafor&limit=2')).length).toBeLessThanOrEqual(2);
  });

  it('every URL is a route of the web app', async () => {
    const all = [
      ...(await suggest('q=kuafor')),
      ...(await suggest('q=berber')),
      ...(await suggest('q=')),
      ...(await suggest('q=ist')),
    ];
    for (const s of all) {
      expect(s.url).toMatch(
        /^\/(salon\/\d+\/[a-z0-9-]+|uzman\/\d+\/[a-z0-9-]+|kategori\/\d+\/[a-z0-9-]+|arama(\?.*)?|kampanyalar)$/,
      );
    }
  });

  it('the in-process suggestion index answers what the SQL answers for names beginning with the text', async () => {
    const db = t.database.db;
    const index = await loadSuggestionIndex(db);
    const istanbul = await placeId('city', 'İstanbul');
    const kadikoy = await placeId('district', 'Kadıköy', 'İstanbul');
    const places = [
      { cityId: null, districtId: null },
      { cityId: istanbul, districtId: kadikoy },
    ];
    const shape = (list: { kind: string; title: string }[]) =>
      ['category', 'service', 'salon', 'staff'].map((k) =>
        list
          .filter((r) => r.kind === k)
          .map((r) => r.title)
          .sort(),
      );
    // Names no other name ties with: the same suggestions. Also texts alike only over two words of a name
    // ('kuaforharun': 'Kuaför Harun') or like nothing at all, which the index answers with no query.
    const alikeOnly = ['kuaforharun', 'kuafordogan', 'qqxz', 'ist', 'zz top'];
    for (const text of ['manik', 'pirlanta', 'harun arican', 'nail', 'sac k', 'jilet', ...alikeOnly]) {
      for (const place of places) {
        const opts = { ...place, perKind: 3 };
        const fromIndex = suggestFromIndex(index, text, opts);
        expect(fromIndex, text).not.toBeNull();
        expect(shape(fromIndex!), `${text} ${JSON.stringify(place)}`).toEqual(
          shape(await findSuggestionRows(db, text, opts)),
        );
      }
    }
    // Many names alike ('Kuaför …'): as many of each kind, each a match with pg_trgm's own word similarity.
    for (const text of ['kuaf', 'kuafor', 'berber', 'ku', 'ayse']) {
      const opts = { ...places[0]!, perKind: 3 };
      const fromIndex = suggestFromIndex(index, text, opts)!;
      const fromSql = await findSuggestionRows(db, text, opts);
      expect(
        shape(fromIndex).map((l) => l.length),
        text,
      ).toEqual(shape(fromSql).map((l) => l.length));
      for (const r of fromIndex) {
        const [own] = await rows<{ sim: number }>(
          sql`select word_similarity(${text}, search_fold(${r.title})) as sim`,
        );
        expect(r.sim, `${text} ${r.title}`).toBeCloseTo(Number(own!.sim), 5);
        expect(r.sim).toBeGreaterThanOrEqual(0.6);
      }
    }
    // No name begins with a typo: names with a word like it, as the SQL's trigram search finds them.
    for (const text of ['kuafr', 'berbr', 'manikurr']) {
      const opts = { ...places[0]!, perKind: 3 };
      const fromIndex = suggestFromIndex(index, text, opts);
      expect(fromIndex, text).not.toBeNull();
      const fromSql = shape(await findSuggestionRows(db, text, opts));
      shape(fromIndex!).forEach((titles, k) => expect(titles.length, text).toBe(fromSql[k]!.length));
    }
    const typo = await suggest('q=kuafr');
    expect(typo).toContainEqual(expect.objectContaining({ type: 'category', id: 20 }));
    expect(suggestFromIndex(index, 'kuaforharun', { ...places[0]!, perKind: 3 })).toContainEqual(
      expect.objectContaining({ kind: 'salon', title: 'Kuaför Harun' }),
    );
    expect(suggestFromIndex(index, 'qqxz', { ...places[0]!, perKind: 3 })).toEqual([]);
  });

  it.each(['limit=0', 'limit=abc', `q=${'x'.repeat(101)}`, 'context=footer', 'city_id=0'])(
    '422 for %s',
    async (query) => {
      const res = await t.request({ method: 'GET', url: `/api/v1/search/suggestions?${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeDefined();
    },
  );
});

describe('search log, trending and clicks', () => {
  it('every search is logged, anonymously', async () => {
    const res = await found('Lale Hair', { context: 'header' });
    const [row] = await (async () => {
      await t.search.flush();
      return rows<Record<string, unknown>>(
        sql`select * from search_log where search_id = ${res.search_id}::uuid`,
      );
    })();
    expect(row).toMatchObject({
      query: 'Lale Hair',
      normalized_query: 'lale hair',
      context: 'header',
      result_count: res.query_info.total,
    });
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'search_log'`,
    );
    const names = columns.map((c) => c.column_name);
    expect(names.some((n) => /user|ip|email|token|agent/.test(n))).toBe(false);
  });

  it('trending counts the last days per city and fills up from the country', async () => {
    await t.database.db.execute(sql`delete from search_log`);
    for (let i = 0; i < 3; i++) await found('spa izmir');
    for (let i = 0; i < 2; i++) await found('berber istanbul');
    await found('kuaför', { location: { city: 'Ankara' } });
    await found('kuaför', { location: { city: 'Ankara' } });
    // Typed differently, counted together, shown as typed most often.
    await found('Kuaför ', { location: { city: 'Ankara' } });
    // Old searches and searches that found nothing do not trend.
    await t.database.db
      .execute(sql`insert into search_log (search_id, query, normalized_query, context, province_id,
      result_count, created_at)
      select gen_random_uuid(), 'eski arama', 'eski arama', 'results', 35, 5, now() - interval '8 days'
      from generate_series(1, 10)`);
    await found('qqqqzzzz xxyyww');

    const izmir = trendingResponseSchema.parse(
      (
        await t.request({ method: 'GET', url: `/api/v1/search/trending?city=${encodeURIComponent('İzmir')}` })
      ).json(),
    ).data;
    expect(izmir[0]).toEqual({ query: 'spa izmir', count: 3, url: '/arama?q=spa+izmir&city_id=35' });
    expect(izmir.map((i) => i.query)).not.toContain('eski arama');
    expect(izmir.map((i) => i.query)).not.toContain('qqqqzzzz xxyyww');
    // İzmir has one trending search; the country's fill the list.
    expect(izmir.map((i) => i.query)).toContain('berber istanbul');

    const ankara = (
      await t.request({ method: 'GET', url: '/api/v1/search/trending?city_id=6&limit=1' })
    ).json();
    expect(ankara.data).toEqual([{ query: 'kuaför', count: 3, url: '/arama?q=kuaf%C3%B6r&city_id=6' }]);

    const country = (await t.request({ method: 'GET', url: '/api/v1/search/trending' })).json().data;
    // Equal counts: in alphabetical order of the folded form.
    expect(country.slice(0, 3).map((i: { query: string }) => i.query)).toEqual([
      'kuaför',
      'spa izmir',
      'berber istanbul',
    ]);
    expect(country.length).toBeLessThanOrEqual(8);
    expect((await t.request({ method: 'GET', url: '/api/v1/search/trending?limit=abc' })).statusCode).toBe(
      422,
    );
  });

  it('the click log records the clicked result', async () => {
    const res = await found('Jilet Barber');
    const clicked = res.results[0]!;
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: { search_id: res.search_id, result_type: 'salon', result_id: clicked.id, position: 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const [row] = await rows<Record<string, unknown>>(
      sql`select clicked_result_type, clicked_result_id, clicked_position from search_log where search_id = ${res.search_id}::uuid`,
    );
    expect(row).toEqual({ clicked_result_type: 'salon', clicked_result_id: clicked.id, clicked_position: 1 });

    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: {
        search_id: '00000000-0000-4000-8000-000000000000',
        result_type: 'salon',
        result_id: 1,
        position: 1,
      },
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: { search_id: 'abc', result_type: 'banner', position: 0 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['position', 'result_type', 'search_id']);
  });

  it('a chosen suggestion is logged at the click, anonymously, and does not trend', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: {
        source: 'suggestions',
        query: 'Jilet B',
        context: 'mobile',
        city_id: 34,
        result_type: 'salon',
        result_id: 7,
        position: 2,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    // Quick actions are chosen with no text.
    const empty = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: { source: 'suggestions', result_type: 'quick_action', position: 1 },
    });
    expect(empty.statusCode).toBe(200);
    await t.search.flush();
    const logged = await rows<Record<string, unknown>>(sql`
      select query, normalized_query, context, province_id, result_count, source, clicked_result_type,
        clicked_result_id, clicked_position, clicked_at is not null as clicked
      from search_log where source = 'suggestions' order by id`);
    expect(logged).toEqual([
      {
        query: 'Jilet B',
        normalized_query: 'jilet b',
        context: 'mobile',
        province_id: 34,
        result_count: 0,
        source: 'suggestions',
        clicked_result_type: 'salon',
        clicked_result_id: 7,
        clicked_position: 2,
        clicked: true,
      },
      {
        query: '',
        normalized_query: '',
        context: 'header',
        province_id: null,
        result_count: 0,
        source: 'suggestions',
        clicked_result_type: 'quick_action',
        clicked_result_id: null,
        clicked_position: 1,
        clicked: true,
      },
    ]);
    const trending = (await t.request({ method: 'GET', url: '/api/v1/search/trending' })).json().data;
    expect(trending.map((i: { query: string }) => i.query)).not.toContain('Jilet B');

    // A search click still needs its search; a bad source or text answers 422 per field.
    const noId = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: { result_type: 'salon', position: 1 },
    });
    expect(noId.statusCode).toBe(422);
    expect(Object.keys(noId.json().errors)).toEqual(['search_id']);
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/search/click',
      body: { source: 'banner', query: 'x'.repeat(101), result_type: 'salon', position: 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['query', 'source']);
  });

  it('the log is bounded: old searches go, and the row cap keeps the newest', async () => {
    await found('berber');
    await t.database.db
      .execute(sql`insert into search_log (search_id, query, normalized_query, context, result_count,
      created_at)
      select gen_random_uuid(), 'çok eski', 'cok eski', 'results', 1, now() - interval '31 days' from generate_series(1, 5)`);
    await t.search.maintain();
    const old = await rows<{ n: number }>(
      sql`select count(*)::int as n from search_log where query = 'çok eski'`,
    );
    expect(old[0]!.n).toBe(0);
    for (let i = 0; i < 4; i++) await found(`kuaför ${i}`);
    await t.search.maintain({ maxRows: 3 });
    const left = await rows<{ query: string }>(sql`select query from search_log order by id`);
    expect(left.map((r) => r.query)).toEqual(['kuaför 1', 'kuaför 2', 'kuaför 3']);
  });
});

describe('matching internals', () => {
  /** The whole country, İstanbul and Kadıköy. */
  const threeScopes = async () => {
    const istanbul = await placeId('city', 'İstanbul');
    const kadikoy = await placeId('district', 'Kadıköy', 'İstanbul');
    const scopes: PlaceScope[] = [
      { kind: 'country' },
      { kind: 'city', cityId: istanbul },
      { kind: 'district', cityId: istanbul, districtId: kadikoy },
    ];
    return { scopes };
  };

  it('the in-process ranking index answers exactly what the SQL ranking answers', async () => {
    const { scopes } = await threeScopes();
    const texts = [
      'kuafor',
      'berber',
      'manikur',
      'manukur',
      'kuafr',
      'sac kesimi',
      'jilet barbr',
      'lale hair',
      'harun arican',
      'serenity wellnes',
      'nail art',
      'pet kuafor',
      'guzellik merkezi',
      'cilt bakimi',
      'masaj',
      'zerrin tirnak studyosu',
      'spa',
      'keratin',
      'ayse',
    ];
    const byRating = sql`s.rating_average desc, s.review_count desc`;
    // Filters the index applies itself, with the SQL the search would send instead.
    const variants: { filters: IndexFilters; where: ReturnType<typeof sql>[]; relevanceFirst: boolean }[] = [
      { filters: {}, where: [], relevanceFirst: true },
      { filters: { minRating: 4.3 }, where: [sql`s.rating_average >= ${4.3}`], relevanceFirst: true },
      {
        filters: { openAt: { weekday: 6, second: 18 * 3600 + 30 * 60 } },
        where: [
          sql`exists (select 1 from salon_opening_hours h where h.salon_id = s.id and h.weekday = 6
            and h.opens_at <= '18:30'::time and h.closes_at > '18:30'::time)`,
        ],
        relevanceFirst: true,
      },
      {
        filters: { order: 'rating', minRating: 4 },
        where: [sql`s.rating_average >= ${4}`],
        relevanceFirst: false,
      },
    ];
    let compared = 0;
    for (const text of texts) {
      for (const [v, variant] of variants.entries()) {
        for (const scope of v === 0 ? scopes : scopes.slice(0, 2)) {
          for (const threshold of v === 0 ? [undefined, 0.4] : [undefined]) {
            for (const [limit, offset] of [
              [20, 0],
              [5, 5],
              [100, 0],
            ] as const) {
              const q: MatchPageQuery = {
                words: searchWords(text),
                scope,
                where: variant.where,
                orderBy: byRating,
                relevanceFirst: variant.relevanceFirst,
                limit,
                offset,
                ...(threshold === undefined ? {} : { threshold }),
              };
              const viaSql = await t.search.matchPage(q, null);
              const viaIndex = await t.search.matchPage(q, variant.filters);
              expect(viaIndex, `${text} ${v} ${scope.kind} ${threshold} ${offset}`).toEqual(viaSql);
              if (viaSql.total > 0) compared++;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('every filter and order the index takes answers what the SQL answers', async () => {
    const istanbul = await placeId('city', 'İstanbul');
    const [category] = await rows<{ id: number; code: string; slug: string }>(
      sql`select c.id, c.code, c.slug from categories c
        where exists (select 1 from salon_categories sc where sc.category_id = c.id) order by c.id limit 1`,
    );
    const point = { latitude: 41.0082, longitude: 28.9784 };
    const filterSets: Record<string, unknown>[] = [
      { filters: { gender_focus: 'male' } },
      { filters: { gender_focus: 'female', rating: 4 } },
      { filters: { gender_focus: 'unisex' } },
      { filters: { categories: [String(category!.id)] } },
      { filters: { categories: [category!.code.toUpperCase(), 'yok-boyle'] } },
      { filters: { categories: [category!.slug] } },
      { filters: { categories: ['yok-boyle'] } },
      { filters: { min_price: 150 } },
      { filters: { max_price: 300 } },
      { filters: { min_price: 100, max_price: 400, sort_by: 'price_asc' } },
      { filters: { sort_by: 'price_desc' } },
      { filters: { sort_by: 'price_asc', gender_focus: 'female' } },
      { filters: { sort_by: 'rating' } },
      { location: point },
      { location: point, filters: { sort_by: 'distance' } },
      { location: point, filters: { sort_by: 'rating', distance: 15 } },
      { location: point, filters: { distance: 8, open_now: true } },
      { filters: { ...point, distance: 30, sort_by: 'distance', max_price: 500 } },
    ];
    let compared = 0;
    // '' is a search without words: featured salons first, then rating × ln(2 + reviews).
    for (const text of ['kuafor', 'sac kesimi', 'berber', 'nail art', 'masaj', 'manukur', 'pet kuafor', '']) {
      for (const set of [{}, ...filterSets]) {
        const body = unifiedSearchRequestSchema.parse({ query: text, ...set });
        const words = searchWords(text);
        const plan = t.search.plan(body, words.length > 0);
        expect(plan.indexed, JSON.stringify(set)).not.toBeNull();
        for (const scope of [{ kind: 'country' }, { kind: 'city', cityId: istanbul }] as PlaceScope[]) {
          for (const [limit, offset] of [
            [20, 0],
            [5, 5],
          ] as const) {
            const q: MatchPageQuery = { words, scope, ...plan, limit, offset };
            const viaSql = await t.search.matchPage(q, null);
            const viaIndex = await t.search.matchPage(q, plan.indexed);
            expect(viaIndex, `${text} ${JSON.stringify(set)} ${scope.kind} ${offset}`).toEqual(viaSql);
            if (viaSql.total > 0) compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(340);
    // A date or a strict place id still goes to the SQL (the slot engine; the place filters of ADR 0007).
    for (const filters of [{ date: '2026-12-01' }, { city_id: istanbul }]) {
      expect(
        t.search.plan(unifiedSearchRequestSchema.parse({ query: 'kuafor', filters }), true).indexed,
      ).toBeNull();
    }
  });

  it('the whole-text bonus from the process equals the SQL one', async () => {
    const db = t.database.db;
    const index = await loadSuggestionIndex(db);
    const { scopes } = await threeScopes();
    const some = (await rows<{ id: number }>(sql`select id from salons order by id limit 8`)).map((r) =>
      Number(r.id),
    );
    const sorted = (hits: { salonId: number; rel: number }[]) =>
      [...hits].sort((a, b) => a.salonId - b.salonId);
    let hits = 0;
    for (const text of [
      'harun arican',
      'lale hair',
      'pet kuafor',
      'kuafor naz',
      'kuaforharun x',
      'sac kesimi',
    ]) {
      for (const scope of scopes) {
        for (const threshold of [undefined, 0.4]) {
          for (const only of [null, some]) {
            const words = searchWords(text);
            const fromIndex = phraseHitsFromIndex(index, words, scope, threshold, only);
            const label = `${text} ${scope.kind} ${threshold} ${only ? 'some' : 'all'}`;
            expect(fromIndex, label).not.toBeNull();
            expect(sorted(fromIndex!), label).toEqual(
              sorted(await findPhraseHits(db, words, scope, threshold, only)),
            );
            hits += fromIndex!.length;
          }
        }
      }
    }
    expect(hits).toBeGreaterThan(20);
  });

  it('a snapshot read in small pages equals one read at once', async () => {
    const db = t.database.db;
    const whole = await loadRankingSnapshot(db);
    const paged = await loadRankingSnapshot(db, 7);
    expect(paged.opens).toEqual(whole.opens);
    expect(paged.closes).toEqual(whole.closes);
    expect([...paged.opens].filter((v) => v >= 0).length).toBeGreaterThan(7);
    const { marks, lastWord, shared, ...index } = whole.suggestions;
    const { marks: m, lastWord: l, shared: s, ...pagedIndex } = paged.suggestions;
    expect([m.length, l.length, s.length]).toEqual([marks.length, lastWord.length, shared.length]);
    expect(pagedIndex).toEqual(index);
    expect(index.title.length).toBeGreaterThan(7);
  });

  it('the SQL search_fold() equals fold()', async () => {
    const samples = [
      'Kuaför',
      'İSTANBUL',
      'ISPARTA',
      'Işıl Güzellik',
      'Kadıköy’de saç',
      'ŞİŞLİ çÇğĞıIİöÖşŞüÜâÂîÎûÛ',
      'Café Crème',
      'Lazer Epilasyon (Tek Bölge)',
      '  a--b  ',
    ];
    expect(await foldInDatabase(t.database.db, samples)).toEqual(samples.map(fold));
  });

  it('search documents cover active salons, their staff, services, categories and places', async () => {
    const counts = await rows<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from search_documents group by kind`,
    );
    const by = Object.fromEntries(counts.map((c) => [c.kind, c.n]));
    const [expected] = await rows<{
      salons: number;
      staff: number;
      categories: number;
      districts: number;
    }>(sql`
      select (select count(*)::int from salons where status = 'active') as salons,
        (select count(*)::int from salon_staff st join salons s on s.id = st.salon_id
          where st.is_active and s.status = 'active') as staff,
        (select count(*)::int from categories) as categories,
        (select count(*)::int from districts) as districts`);
    expect(by).toMatchObject({
      salon: expected!.salons,
      staff: expected!.staff,
      category: expected!.categories,
      district: expected!.districts,
      city: 81,
    });
    expect(by.service).toBeGreaterThan(50);
  });

  it('every active salon has word postings; a salon refresh makes a new name findable', async () => {
    const missing = await rows<{ id: number }>(sql`select s.id from salons s where s.status = 'active'
      and not exists (select 1 from search_postings p where p.salon_id = s.id)`);
    expect(missing).toEqual([]);
    const salon = await salonNamed('Nar Nail Atelier');
    await t.database.db.execute(sql`update salons set name = 'Zümrüt Tırnak Evi' where id = ${salon.id}`);
    try {
      await refreshSearchDocuments(t.database.db, [salon.id]);
      const res = await found('zumrut tirnak', { include: { suggestions: false } });
      expect(res.results[0]?.id).toBe(salon.id);
      const old = await found('Nar Nail Atelier', { include: { suggestions: false } });
      expect(old.results[0]?.id).not.toBe(salon.id);
    } finally {
      await t.database.db.execute(sql`update salons set name = 'Nar Nail Atelier' where id = ${salon.id}`);
      await refreshSearchDocuments(t.database.db, [salon.id]);
    }
  });

  it('suspended and pending salons are never found', async () => {
    const hidden = await rows<{ name: string }>(sql`select name from salons where status <> 'active'`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const { name } of hidden) {
      const res = await found(name);
      const [row] = await rows<{ id: number }>(sql`select id from salons where name = ${name}`);
      expect(res.results.map((c) => c.id)).not.toContain(Number(row!.id));
    }
  });
});

describe('rate limits', () => {
  it('search and suggestions answer 429 past the per-IP limit', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...t.config.rateLimits,
        searchPerIp: { limit: 2, windowSec: 60 },
        suggestionsPerIp: { limit: 2, windowSec: 60 },
      },
    });
    try {
      const call = () =>
        limited.request({ method: 'POST', url: '/api/v1/unified-search', body: { query: 'x' } });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      const s = () => limited.request({ method: 'GET', url: '/api/v1/search/suggestions?q=ku' });
      await s();
      await s();
      expect((await s()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
