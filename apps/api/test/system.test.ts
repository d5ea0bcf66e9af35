import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system endpoints', () => {
  it('GET /system/time gives the server time in Istanbul', async () => {
    t.clock.now = Date.UTC(2026, 10, 22, 21, 30, 0); // 00:30 on 23.11.2026 in Istanbul (+03:00)
    const res = await t.request({ method: 'GET', url: '/api/v1/system/time' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        server_time: '2026-11-22T21:30:00.000Z',
        formatted_date: '23.11.2026',
        formatted_time: '00:30',
        timezone: 'Europe/Istanbul',
      },
    });
  });

  it('health and ready answer', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/health' })).json()).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    const ready = await t.request({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  it('ready answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.request({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Veritabanına ulaşılamıyor.');
    await other.app.close();
  });
});

describe('seed', () => {
  it('has 81 provinces, 973 districts, the SPEC categories, legacy ids 20–25 and the four demo users', async () => {
    const { sql } = await import('drizzle-orm');
    const q = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(Number((await q(sql`select count(*) as n from provinces`))[0]!.n)).toBe(81);
    expect(Number((await q(sql`select count(*) as n from districts`))[0]!.n)).toBe(973);
    const codes = (await q(sql`select code from categories where code is not null order by id`)).map(
      (r) => r.code,
    );
    expect(codes).toEqual([
      'sac_hizmetleri',
      'guzellik_estetik',
      'nail_el_bakimi',
      'cilt_yuz_bakimi',
      'eve_gelen_hizmetler',
      'pet_bakim',
      'masaj_spa',
    ]);
    const legacy = await q(sql`select id, slug from categories where id between 20 and 25 order by id`);
    expect(legacy.map((r) => r.slug)).toEqual([
      'kadin-kuaforu',
      'erkek-berberi',
      'guzellik-salonu',
      'solaryum',
      'nail-art',
      'masaj-salonu',
    ]);
    const istanbul = (await q(sql`select name, latitude, longitude from provinces where id = 34`))[0]!;
    expect(istanbul).toMatchObject({ name: 'İstanbul' });
    const users = await q(
      sql`select email, user_type from users where email in ('musteri@salonya.test','salon@salonya.test','personel@salonya.test','admin@salonya.test') order by id`,
    );
    expect(users).toEqual([
      { email: 'musteri@salonya.test', user_type: 'customer' },
      { email: 'salon@salonya.test', user_type: 'salon_owner' },
      { email: 'personel@salonya.test', user_type: 'staff' },
      { email: 'admin@salonya.test', user_type: 'admin' },
    ]);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const { seed } = await import('../src/db/seed/seed');
    expect(await seed(t.database.db, { production: false })).toEqual({
      provinces: 0,
      districts: 0,
      categories: 0,
      demoUsers: 0,
      catalogue: { salons: 0, services: 0, staff: 0, reviews: 0 },
      admin: {
        applications: 0,
        contactMessages: 0,
        reportedReviews: 0,
        supportThreads: 0,
        withdrawals: 0,
        notifications: 0,
      },
    });
  });

  it('production seeds places and categories but no demo users or demo salons', async () => {
    const { openDatabase } = await import('../src/db/client');
    const empty = await openDatabase({ kind: 'pglite' });
    try {
      await empty.migrate();
      const { seed } = await import('../src/db/seed/seed');
      const report = await seed(empty.db, { production: true });
      expect(report).toMatchObject({
        provinces: 81,
        districts: 973,
        categories: 13,
        demoUsers: 0,
        catalogue: { salons: 0 },
      });
    } finally {
      await empty.close();
    }
  });
});

describe('demo catalogue seed', () => {
  const rows = async (query: Parameters<TestApp['database']['db']['execute']>[0]) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('has the salons over six cities with services, staff, reviews and cached ratings', async () => {
    const { sql } = await import('drizzle-orm');
    const perCity = await rows(
      sql`select p.name, count(*)::int as n from salons s join provinces p on p.id = s.province_id group by p.id, p.name order by n desc, p.id`,
    );
    expect(perCity).toEqual([
      { name: 'İstanbul', n: 24 },
      { name: 'Ankara', n: 12 },
      { name: 'İzmir', n: 10 },
      { name: 'Antalya', n: 7 },
      { name: 'Bursa', n: 7 },
      { name: 'Kastamonu', n: 4 },
    ]);
    const [counts] = await rows(sql`select
        (select count(*)::int from services) as services,
        (select count(*)::int from salon_staff) as staff,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from campaigns) as campaigns,
        (select count(distinct c.code)::int from salon_categories sc join categories c on c.id = sc.category_id where c.code is not null) as main_categories`);
    expect(counts!.services).toBeGreaterThan(300);
    expect(counts!.staff).toBeGreaterThan(100);
    expect(counts!.reviews).toBeGreaterThan(300);
    expect(counts!.campaigns).toBeGreaterThan(5);
    expect(counts!.main_categories).toBe(7);
    const mismatched = await rows(sql`select s.id from salons s
        left join (select salon_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews where status <> 'hidden' and deleted_at is null group by salon_id) r on r.salon_id = s.id
        where s.review_count <> coalesce(r.n, 0) or s.rating_average <> coalesce(r.avg, 0)`);
    expect(mismatched).toEqual([]);
  });

  it('gives the demo owner two İstanbul salons and makes the demo staff a specialist in the first', async () => {
    const { sql } = await import('drizzle-orm');
    const owned =
      await rows(sql`select s.id, s.province_id from salons s join users u on u.id = s.owner_user_id
        where u.email = 'salon@salonya.test' order by s.id`);
    expect(owned).toHaveLength(2);
    expect(owned.every((r) => r.province_id === 34)).toBe(true);
    const staff = await rows(sql`select st.salon_id from salon_staff st join users u on u.id = st.user_id
        where u.email = 'personel@salonya.test'`);
    expect(staff).toEqual([{ salon_id: owned[0]!.id }]);
  });

  it('every active service is performed by at least one specialist', async () => {
    const { sql } = await import('drizzle-orm');
    const orphans = await rows(
      sql`select sv.id from services sv where not exists (select 1 from staff_services ss where ss.service_id = sv.id)`,
    );
    expect(orphans).toEqual([]);
  });
});
