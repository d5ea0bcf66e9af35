import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSalonStats } from '../src/modules/salons/salon-cards.repository';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Card {
  id: number;
  name: string;
  slug: string;
  city: string;
  district: string;
  cover_image: string;
  rating_average: string;
  min_price: number;
  max_price: number;
  services: string[];
  gender_focus: string;
  distance_km: number | null;
  is_open_now: boolean;
}

async function list(path: string): Promise<{ status: number; data: Card[]; body: Record<string, unknown> }> {
  const res = await t.request({ method: 'GET', url: `/api/v1/home/${path}` });
  const body = res.json();
  return { status: res.statusCode, data: body.data ?? [], body };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('home lists (SPEC §7.4)', () => {
  it.each([
    'trending-salons',
    'campaign-salons',
    'new-salons',
    'masaj-spa-salons',
    'category-salons',
    'night-salons',
  ])('%s answers active salons as search results, without a login', async (path) => {
    const { status, data } = await list(path);
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    for (const card of data) {
      expect(card.name.length).toBeGreaterThan(0);
      expect(card.cover_image).toMatch(/\.(svg|jpg|jpeg|png|webp|gif)/);
      expect(card.rating_average).toMatch(/^\d\.\d$/);
      expect(card.slug).toMatch(/^[a-z0-9-]+$/);
      expect(card.min_price).toBeGreaterThan(0);
      expect(card.max_price).toBeGreaterThanOrEqual(card.min_price);
    }
    const inactive = await rows<{ id: number }>(sql`select id from salons where status <> 'active'`);
    expect(data.map((c) => c.id)).not.toEqual(expect.arrayContaining(inactive.map((r) => r.id)));
  });

  it('trending follows recent views: a salon viewed most rises to the top', async () => {
    const [target] = await rows<{ id: number }>(
      sql`select id from salons where status = 'active' order by rating_average asc, id desc limit 1`,
    );
    await t.database.db.execute(
      sql`insert into salon_daily_views (salon_id, day, views) values (${target!.id}, current_date, 100000)
          on conflict (salon_id, day) do update set views = 100000`,
    );
    await refreshSalonStats(t.database.db, [target!.id]);
    const { data } = await list('trending-salons');
    expect(data[0]!.id).toBe(target!.id);
  });

  it('new salons are the newest first and only recent ones', async () => {
    const { data } = await list('new-salons');
    const created = await rows<{ id: number; days: number }>(
      sql`select id, extract(day from now() - created_at)::int as days from salons where status = 'active' order by created_at desc, id`,
    );
    const order = created.filter((c) => c.days <= 180).map((c) => c.id);
    expect(data.map((c) => c.id)).toEqual(order.slice(0, data.length));
  });

  it('campaign salons all have a running campaign or a discounted service', async () => {
    const { data } = await list('campaign-salons');
    const ok = await rows<{ id: number }>(sql`select s.id from salons s where
      exists (select 1 from campaigns c where c.salon_id = s.id and current_date between c.starts_on and c.ends_on)
      or exists (select 1 from services x where x.salon_id = s.id and x.discounted_price_kurus is not null)`);
    const allowed = new Set(ok.map((r) => r.id));
    expect(data.every((c) => allowed.has(c.id))).toBe(true);
  });

  it('category-salons defaults to pet grooming', async () => {
    const { data } = await list('category-salons');
    const pet = await rows<{ id: number }>(
      sql`select sc.salon_id as id from salon_categories sc join categories c on c.id = sc.category_id where c.code = 'pet_bakim'`,
    );
    const ids = new Set(pet.map((r) => r.id));
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => ids.has(c.id))).toBe(true);
  });

  it('night salons close at 22:00 or later on some day', async () => {
    const { data } = await list('night-salons');
    const late = await rows<{ id: number }>(
      sql`select distinct salon_id as id from salon_opening_hours where closes_at >= '22:00'`,
    );
    const ids = new Set(late.map((r) => r.id));
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.every((c) => ids.has(c.id))).toBe(true);
  });

  it('nearby salons are sorted by distance from the given point and respect the radius', async () => {
    const { data } = await list('nearby-salons?latitude=41.0082&longitude=28.9784&distance=6');
    expect(data.length).toBeGreaterThan(0);
    const distances = data.map((c) => c.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(6);
    expect(data.every((c) => c.city === 'İstanbul')).toBe(true);
  });

  it('nearby without coordinates is an empty list', async () => {
    const { status, data } = await list('nearby-salons');
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it.each([
    ['trending-salons?city_id=6', (c: Card) => c.city === 'Ankara'],
    ['trending-salons?city=izmir', (c: Card) => c.city === 'İzmir'],
    ['trending-salons?city=İzmir', (c: Card) => c.city === 'İzmir'],
    ['trending-salons?gender_focus=male', (c: Card) => ['male', 'unisex'].includes(c.gender_focus)],
    ['trending-salons?rating=4.5', (c: Card) => Number(c.rating_average) >= 4.5],
  ])('filter %s', async (path, predicate) => {
    const { status, data } = await list(path);
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every(predicate)).toBe(true);
  });

  it('limit defaults to 50 and is capped at 100', async () => {
    expect((await list('trending-salons')).body.meta).toMatchObject({ limit: 50 });
    expect((await list('trending-salons?limit=5')).data).toHaveLength(5);
    expect((await list('trending-salons?limit=100000')).body.meta).toMatchObject({ limit: 100 });
  });

  it('empty filter values are ignored', async () => {
    const { status, data } = await list('trending-salons?city=&gender_focus=&limit=3');
    expect(status).toBe(200);
    expect(data).toHaveLength(3);
  });

  it.each([
    ['trending-salons?limit=abc', 'limit'],
    ['trending-salons?limit=0', 'limit'],
    ['trending-salons?city_id=99', 'city_id'],
    ['trending-salons?gender_focus=robot', 'gender_focus'],
    ['trending-salons?rating=9', 'rating'],
    ['trending-salons?date=2026-13-45', 'date'],
    ['nearby-salons?latitude=41', 'longitude'],
    ['nearby-salons?latitude=100&longitude=20', 'latitude'],
    ['trending-salons?categories=1;drop table salons', 'categories'],
  ])('422 for %s', async (path, field) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/home/${path}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('special-list defaults fill a salon without services (SPEC §3)', async () => {
    const [salon] = await rows<{ id: number }>(
      sql`select id from salons where status = 'active' order by id limit 1`,
    );
    await t.database.db.execute(sql`update services set is_active = false where salon_id = ${salon!.id}`);
    await t.database.db.execute(sql`update salons set name = '' where id = ${salon!.id}`);
    await refreshSalonStats(t.database.db, [salon!.id]);
    const { data } = await list('trending-salons?limit=100');
    const card = data.find((c) => c.id === salon!.id)!;
    expect(card).toMatchObject({
      name: 'İsimsiz Salon',
      min_price: 30,
      max_price: 200,
      services: ['Saç Kesimi'],
    });
    await t.database.db.execute(sql`update services set is_active = true where salon_id = ${salon!.id}`);
    await refreshSalonStats(t.database.db, [salon!.id]);
  });
});

describe('GET /api/v1/home/service-categories', () => {
  it('lists the seven main categories with their salon counts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/home/service-categories' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { code: string; salon_count: number; icon: string; has_image: boolean }[];
    expect(data.map((c) => c.code)).toEqual([
      'sac_hizmetleri',
      'guzellik_estetik',
      'nail_el_bakimi',
      'cilt_yuz_bakimi',
      'eve_gelen_hizmetler',
      'pet_bakim',
      'masaj_spa',
    ]);
    const [expected] = await rows<{ n: number }>(sql`select count(distinct sc.salon_id)::int as n
      from salon_categories sc join salons s on s.id = sc.salon_id join categories c on c.id = sc.category_id
      where s.status = 'active' and (c.code = 'sac_hizmetleri' or c.parent_id = 1)`);
    expect(data[0]!.salon_count).toBe(expected!.n);
    expect(data.every((c) => c.salon_count > 0 && c.icon.length > 0)).toBe(true);
  });

  it('gives every category its picture and hover picture', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/home/service-categories' });
    const data = res.json().data as {
      slug: string;
      has_image: boolean;
      image_url: string | null;
      image_hover_url: string | null;
    }[];
    for (const c of data) {
      expect(c.has_image).toBe(true);
      expect(c.image_url).toBe(`/images/categories/${c.slug}.svg`);
      expect(c.image_hover_url).toBe(`/images/categories/${c.slug}-hover.svg`);
    }
  });
});

describe('salon_stats', () => {
  it('matches the figures computed from services, campaigns and opening hours', async () => {
    const mismatched = await rows<{ id: number }>(sql`
      select s.id from salons s join salon_stats st on st.salon_id = s.id
      where st.min_price_kurus is distinct from (select min(coalesce(discounted_price_kurus, price_kurus)) from services where salon_id = s.id and is_active)
         or st.max_price_kurus is distinct from (select max(price_kurus) from services where salon_id = s.id and is_active)
         or st.is_night <> exists (select 1 from salon_opening_hours h where h.salon_id = s.id and h.closes_at >= '22:00')
         or st.has_home_service <> exists (select 1 from services x where x.salon_id = s.id and x.is_active and x.is_home_service)`);
    expect(mismatched).toEqual([]);
    const missing = await rows<{ id: number }>(
      sql`select id from salons where id not in (select salon_id from salon_stats)`,
    );
    expect(missing).toEqual([]);
  });
});
