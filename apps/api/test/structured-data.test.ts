import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonLdProblems, type JsonLd } from '@salonya/domain/seo/json-ld';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Issue 17 item 3: every public page kind's JSON-LD, parsed from the HTML and checked against schema.org's rules. */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'salonya-ld-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta name="description" content="genel" /><title>Salonya</title></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><div id="admin-app"></div>');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function jsonLdOf(url: string): Promise<JsonLd[]> {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );
}

const byType = (lds: JsonLd[], type: string) => lds.find((ld) => ld['@type'] === type);
const APP = 'http://localhost:3000';

describe('structured data of each public page kind', () => {
  it('every page kind has valid JSON-LD of its types, with a breadcrumb below home', async () => {
    const [salon] = await rows<{ id: number }>(
      sql`select id from salons where status = 'active' and review_count > 0 order by review_count desc, id limit 1`,
    );
    const [staff] = await rows<{ id: number }>(
      sql`select ss.id from salon_staff ss join salons s on s.id = ss.salon_id
          where s.status = 'active' and ss.is_active order by ss.id limit 1`,
    );
    const pages: [string, string[]][] = [
      ['/', ['WebSite']],
      [`/salon/${salon!.id}/salon-detay`, ['BreadcrumbList']],
      [`/uzman/${staff!.id}`, ['Person', 'BreadcrumbList']],
      ['/kategoriler', ['BreadcrumbList']],
      ['/kategori/1/sac-hizmetleri', ['BreadcrumbList', 'ItemList']],
      ['/istanbul-kuafor', ['BreadcrumbList', 'ItemList']],
      ['/istanbul-kuafor-salonlari', ['BreadcrumbList', 'ItemList']],
      ['/istanbul-kadikoy-kuafor-salonlari', ['BreadcrumbList', 'ItemList']],
      ['/kampanyalar', ['BreadcrumbList']],
      ['/yardim', ['BreadcrumbList']],
      ['/kvkk', ['BreadcrumbList']],
      ['/hakkimizda', ['BreadcrumbList']],
    ];
    for (const [url, types] of pages) {
      const lds = await jsonLdOf(url);
      for (const type of types) expect(byType(lds, type), `${url} ${type}`).toBeDefined();
      for (const ld of lds) {
        expect(ld['@context'], url).toBe('https://schema.org');
        expect(jsonLdProblems(ld), url).toEqual([]);
      }
      const crumbs = byType(lds, 'BreadcrumbList');
      if (url === '/') {
        expect(crumbs).toBeUndefined();
      } else {
        const items = crumbs!.itemListElement as { position: number; item: string }[];
        expect(items[0]).toMatchObject({ position: 1, name: 'Ana Sayfa', item: `${APP}/` });
        expect(items.at(-1)!.item.startsWith(APP), url).toBe(true);
        expect(items.map((i) => i.position)).toEqual(items.map((_, k) => k + 1));
      }
    }
  });

  it('the salon page: its LocalBusiness subtype with place, hours, prices, rating and reviews', async () => {
    const [salon] = await rows<{ id: number; salon_type: string }>(
      sql`select id, salon_type from salons s where status = 'active' and review_count > 0
          and exists (select 1 from reviews r where r.salon_id = s.id and r.status = 'published' and r.deleted_at is null)
          order by id limit 1`,
    );
    const lds = await jsonLdOf(`/salon/${salon!.id}/salon-detay`);
    const business = lds.find((ld) =>
      ['HairSalon', 'BeautySalon', 'NailSalon', 'DaySpa'].includes(String(ld['@type'])),
    );
    expect(business).toBeDefined();
    if (['berber', 'kuafor_kadin', 'unisex_kuafor'].includes(salon!.salon_type))
      expect(business!['@type']).toBe('HairSalon');
    expect(business).toMatchObject({
      geo: { '@type': 'GeoCoordinates' },
      address: { '@type': 'PostalAddress', addressCountry: 'TR' },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 5 },
    });
    expect(business!.priceRange).toMatch(/^₺[\d.]+( – ₺[\d.]+)?$/);
    expect((business!.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    const reviews = business!.review as { reviewRating: { ratingValue: number } }[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThanOrEqual(3);
  });

  it('category and SEO lists name the salons of their first page in order', async () => {
    const lds = await jsonLdOf('/istanbul-kuafor-salonlari');
    const list = byType(lds, 'ItemList')!;
    const items = list.itemListElement as { position: number; url: string; name: string }[];
    expect(list.numberOfItems).toBe(items.length);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.url).toMatch(new RegExp(`^${APP}/salon/\\d+/[a-z0-9-]+$`));
    const district = byType(await jsonLdOf('/istanbul-kadikoy-kuafor-salonlari'), 'BreadcrumbList')!;
    expect((district.itemListElement as { item: string }[])[1]!.item).toBe(
      `${APP}/istanbul-kuafor-salonlari`,
    );
  });

  it('the specialist is a Person working for the salon', async () => {
    const [staff] = await rows<{ id: number; salon_id: number }>(
      sql`select ss.id, ss.salon_id from salon_staff ss join salons s on s.id = ss.salon_id
          where s.status = 'active' and ss.is_active order by ss.id limit 1`,
    );
    const person = byType(await jsonLdOf(`/uzman/${staff!.id}`), 'Person')!;
    expect(person.worksFor).toMatchObject({ '@id': expect.stringContaining(`/salon/${staff!.salon_id}/`) });
  });

  it('the Person carries the languages and specialities the staff member keeps at /personel/profil', async () => {
    const [staff] = await rows<{ id: number }>(
      sql`select ss.id from salon_staff ss join salons s on s.id = ss.salon_id
          where s.status = 'active' and ss.is_active order by ss.id limit 1`,
    );
    await t.database.db.execute(sql`update salon_staff set languages = '{Türkçe,Almanca}',
      specialties = '{Balyaj,Keratin}', title = 'Renk Uzmanı' where id = ${staff!.id}`);
    const page = await t.request({ method: 'GET', url: `/uzman/${staff!.id}` });
    expect(page.body).toContain('Renk Uzmanı');
    const person = byType(await jsonLdOf(`/uzman/${staff!.id}`), 'Person')!;
    expect(person).toMatchObject({
      jobTitle: 'Renk Uzmanı',
      knowsLanguage: ['Türkçe', 'Almanca'],
      knowsAbout: ['Balyaj', 'Keratin'],
    });
    expect(jsonLdProblems(person)).toEqual([]);
  });
});
