import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let salonId: number;
let inactiveId: number;
beforeAll(async () => {
  t = await createTestApp();
  const ids = (await t.database.db.execute(
    sql`select (select min(id) from salons where status = 'active' and review_count > 12) as active,
               (select min(id) from salons where status <> 'active') as inactive`,
  )) as unknown as { rows: { active: number; inactive: number }[] };
  salonId = ids.rows[0]!.active;
  inactiveId = ids.rows[0]!.inactive;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /api/v1/salons/:id', () => {
  it('answers the canonical data without a login', async () => {
    const res = await get(`/api/v1/salons/${salonId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: salonId });
    expect(typeof data.name).toBe('string');
    expect(typeof data.district).toBe('string');
    expect(typeof data.city).toBe('string');
    expect(data.slug).toMatch(/^[a-z0-9-]+$/);
    expect(data.opening_hours).toHaveLength(7);
    expect(data.opening_hours[0]).toMatchObject({ weekday: 1, day_name: 'Pazartesi' });
    expect(data.service_categories.length).toBeGreaterThan(0);
    expect(data.rating_average).toMatch(/^\d\.\d$/);
  });

  it.each(['999999', 'abc', '-1', '1.5', '0x10'])('404 "Salon bulunamadı" for %s', async (id) => {
    const res = await get(`/api/v1/salons/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Salon bulunamadı' });
  });

  it('a pending or suspended salon is not public', async () => {
    expect((await get(`/api/v1/salons/${inactiveId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/salons/${inactiveId}/services`)).statusCode).toBe(404);
  });
});

describe('salon tabs', () => {
  it('services carry price, duration, category and who performs them', async () => {
    const res = await get(`/api/v1/salons/${salonId}/services`);
    expect(res.statusCode).toBe(200);
    const services = res.json().data as {
      price: number;
      price_kurus: number;
      duration_minutes: number;
      staff_ids: number[];
      category_name: string;
    }[];
    expect(services.length).toBeGreaterThan(3);
    for (const s of services) {
      expect(s.price).toBe(s.price_kurus / 100);
      expect(s.duration_minutes % 15).toBe(0);
      expect(s.staff_ids.length).toBeGreaterThan(0);
      expect(s.category_name.length).toBeGreaterThan(0);
    }
  });

  it('staff use both ids of SPEC §3 Staff reference', async () => {
    const res = await get(`/api/v1/salons/${salonId}/staff`);
    const staff = res.json().data as {
      salon_staff_id: number;
      user_id: number;
      display_name: string;
      avatar_url: string;
      service_ids: number[];
    }[];
    expect(staff.length).toBeGreaterThan(0);
    for (const s of staff) {
      expect(s.salon_staff_id).toBeGreaterThan(0);
      expect(s.user_id).toBeGreaterThan(0);
      expect(s.avatar_url).toMatch(/\.svg|\.jpg|\.png|\.webp/);
      expect(s.service_ids.length).toBeGreaterThan(0);
    }
  });

  it('reviews are paginated, newest first, with short author names', async () => {
    const first = (await get(`/api/v1/salons/${salonId}/reviews?per_page=5`)).json();
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect(first.meta.total).toBeGreaterThan(12);
    const dates = first.data.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of first.data) expect(r.author_name).toMatch(/^[\p{L} ]+ \p{Lu}\.$/u);
    const second = (await get(`/api/v1/salons/${salonId}/reviews?per_page=5&page=2`)).json();
    expect(second.data[0].id).not.toBe(first.data[0].id);
    const beyond = (await get(`/api/v1/salons/${salonId}/reviews?page=999`)).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(first.meta.total);
  });

  it.each(['page=0', 'page=abc', 'per_page=0', 'per_page=-3'])('422 for reviews?%s', async (query) => {
    expect((await get(`/api/v1/salons/${salonId}/reviews?${query}`)).statusCode).toBe(422);
  });

  it('the gallery lists the seeded pictures in order, each a valid image path with a caption', async () => {
    const res = await get(`/api/v1/salons/${salonId}/gallery`);
    expect(res.statusCode).toBe(200);
    const pictures = res.json().data as { image_url: string; caption: string | null; sort_order: number }[];
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    expect(pictures.map((p) => p.sort_order)).toEqual(
      [...pictures.map((p) => p.sort_order)].sort((a, b) => a - b),
    );
    for (const picture of pictures) {
      expect(picture.image_url).toMatch(/^\/images\/gallery\/gallery-[1-8]\.svg$/);
      expect(picture.caption).toBeTruthy();
    }
  });

  it('views are counted once per visitor per 30 minutes', async () => {
    const before = (await t.database.db.execute(
      sql`select coalesce(sum(views), 0)::int as n from salon_daily_views where salon_id = ${salonId} and day = current_date`,
    )) as unknown as { rows: { n: number }[] };
    const a = await t.request({ method: 'POST', url: `/api/v1/salons/${salonId}/views`, ip: '127.0.3.1' });
    const b = await t.request({ method: 'POST', url: `/api/v1/salons/${salonId}/views`, ip: '127.0.3.1' });
    expect(a.json().data.counted).toBe(true);
    expect(b.json().data.counted).toBe(false);
    const after = (await t.database.db.execute(
      sql`select coalesce(sum(views), 0)::int as n from salon_daily_views where salon_id = ${salonId} and day = current_date`,
    )) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
    expect((await t.request({ method: 'POST', url: '/api/v1/salons/999999/views' })).statusCode).toBe(404);
  });
});

describe('specialists', () => {
  it('profile, services and reviews by salon_staff_id', async () => {
    const staff = (await get(`/api/v1/salons/${salonId}/staff`)).json().data as {
      salon_staff_id: number;
      service_ids: number[];
    }[];
    const id = staff[0]!.salon_staff_id;
    const profile = await get(`/api/v1/specialists/${id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ salon_staff_id: id, salon: { id: salonId } });
    const services = (await get(`/api/v1/specialists/${id}/services`)).json().data as { id: number }[];
    expect(services.map((s) => s.id).sort()).toEqual([...staff[0]!.service_ids].sort());
    const reviews = await get(`/api/v1/specialists/${id}/reviews`);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().meta.total).toBeGreaterThanOrEqual(0);
  });

  it.each(['999999', 'x'])('404 for specialist %s', async (id) => {
    const res = await get(`/api/v1/specialists/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Uzman bulunamadı');
  });
});

describe('GET /api/v1/salons/search', () => {
  it('pages through active salons with a total', async () => {
    const res = await get('/api/v1/salons/search?per_page=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    const active = (await t.database.db.execute(
      sql`select count(*)::int as n from salons where status = 'active'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: active.rows[0]!.n });
  });

  it('per_page is capped at 100 and defaults to 20', async () => {
    expect((await get('/api/v1/salons/search')).json().meta.per_page).toBe(20);
    expect((await get('/api/v1/salons/search?per_page=500')).json().meta.per_page).toBe(100);
  });

  it.each([
    ['city_id=34&district_id=', (c: { city: string }) => c.city === 'İstanbul'],
    ['city=ankara', (c: { city: string }) => c.city === 'Ankara'],
    ['categories=pet_bakim', () => true],
    ['rating=4', (c: { rating_average: string }) => Number(c.rating_average) >= 4],
  ])('filters: %s', async (query, predicate) => {
    const res = await get(`/api/v1/salons/search?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.every(predicate)).toBe(true);
  });

  it('q matches a salon name, case-insensitively', async () => {
    const detail = (await get(`/api/v1/salons/${salonId}`)).json().data;
    const word = (detail.name as string).split(' ')[0]!;
    const res = await get(`/api/v1/salons/search?q=${encodeURIComponent(word.toLowerCase())}`);
    expect(res.json().data.map((c: { id: number }) => c.id)).toContain(salonId);
  });

  it('sort_by=price_asc and distance order the results', async () => {
    const byPrice = (await get('/api/v1/salons/search?sort_by=price_asc&per_page=30')).json().data as {
      min_price: number;
    }[];
    const prices = byPrice.map((c) => c.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const near = (
      await get('/api/v1/salons/search?sort_by=distance&latitude=39.9334&longitude=32.8597&per_page=5')
    ).json().data as { city: string; distance_km: number }[];
    expect(near[0]!.city).toBe('Ankara');
  });

  it.each([
    ['per_page=abc', 'per_page'],
    ['page=0', 'page'],
    ['sort_by=random', 'sort_by'],
    ['latitude=40', 'longitude'],
    ['gender_focus=x', 'gender_focus'],
  ])('422 for %s', async (query, field) => {
    const res = await get(`/api/v1/salons/search?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });
});
