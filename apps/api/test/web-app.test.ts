import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'salonya-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta name="description" content="genel" /><title>Salonya</title></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><div id="admin-app"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // Build-internal files (Vite's manifest, the size report) sit in dist/ but are not for browsers.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    '{"src/main.tsx":{"file":"assets/main-abc123.js"}}',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json.gz'), 'gz');
  writeFileSync(path.join(dist, 'bundle-report.json'), '{"routes":[]}');
  mkdirSync(path.join(dist, 'images', 'gallery'), { recursive: true });
  writeFileSync(
    path.join(dist, 'images', 'gallery', 'gallery-1.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it.each(['/', '/giris', '/musteri/randevular', '/istanbul-kuafor'])(
    '%s gets the SPA shell',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="app"');
    },
  );

  it.each(['/admin', '/admin/'])('%s gets the admin entry', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="admin-app"');
  });

  it('fingerprinted assets are served with a long cache', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('images are served with their type and an hour of cache', async () => {
    const res = await t.request({ method: 'GET', url: '/images/gallery/gallery-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing asset is a 404, not the HTML shell', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/yok-boyle.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/manifest.json.gz',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/.vite/',
    '/bundle-report.json',
  ])('the build-internal file %s is a 404', async (url) => {
    for (const encoding of ['identity', 'br, gzip']) {
      const res = await t.request({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('main-abc123');
      expect(res.body).not.toContain('routes');
    }
  });

  it('a file added after start is served (no restart after a rebuild)', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    const res = await t.request({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
  });

  it.each(['/', '/api/v1/health', '/api/v1/yok-boyle', '/assets/yok-boyle.js'])(
    'security headers are set on %s',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    },
  );
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('page meta in the HTML source', () => {
  it('a salon page carries its title, canonical, Open Graph and LocalBusiness JSON-LD with the rating', async () => {
    const [salon] = await rows<{ id: number; name: string }>(
      sql`select id, name from salons where status = 'active' and review_count > 0 order by id limit 1`,
    );
    const alias = await t.request({ method: 'GET', url: `/salon/${salon!.id}` });
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe(`/salon/${salon!.id}/salon-detay`);
    const res = await t.request({ method: 'GET', url: `/salon/${salon!.id}/salon-detay` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${salon!.name.replace(/&/g, '&amp;')} – `);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="http://localhost:3000/salon/${salon!.id}/[a-z0-9-]+" />`),
    );
    expect(html).toContain('<meta property="og:type" content="business.business" />');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(['HairSalon', 'BeautySalon', 'DaySpa', 'NailSalon']).toContain(ld['@type']);
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    expect(Number(ld.aggregateRating.reviewCount)).toBeGreaterThan(0);
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'TR' });
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('an unknown salon answers 404 with a noindex shell', async () => {
    const res = await t.request({ method: 'GET', url: '/salon/999999/yok' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('noindex');
    expect(res.body).toContain('id="app"');
  });

  it('SEO location pages have their own title and canonical; an invalid one redirects home', async () => {
    const ok = await t.request({ method: 'GET', url: '/istanbul-kuafor-salonlari' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<title>İstanbul Kuaför Salonları – Fiyatlar ve Online Randevu | Salonya');
    expect(ok.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/istanbul-kuafor-salonlari" />',
    );
    const invalid = await t.request({ method: 'GET', url: '/istanbul-solaryum-salonlari' });
    expect(invalid.statusCode).toBe(302);
    expect(invalid.headers.location).toBe('/');
  });

  it('legacy aliases are redirected by the server too (301)', async () => {
    const res = await t.request({ method: 'GET', url: '/kadin-kuaforu?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/kategori/20/kadin-kuaforu?x=1');
  });

  it('private areas are noindex and have no canonical', async () => {
    const res = await t.request({ method: 'GET', url: '/musteri/randevular' });
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('content pages get their Turkish description', async () => {
    const res = await t.request({ method: 'GET', url: '/kvkk' });
    expect(res.body).toContain('6698 sayılı KVKK');
    expect(res.body).toContain(
      '<title>KVKK Aydınlatma Metni | Salonya – Kuaför, güzellik ve bakım randevusu tek tıkla</title>',
    );
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the private areas and points at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    for (const line of [
      'Disallow: /musteri',
      'Disallow: /personel',
      'Disallow: /admin',
      'Disallow: /salon$',
      'Disallow: /salon/randevular',
      'Disallow: /salons',
    ]) {
      expect(res.body).toContain(line);
    }
    expect(res.body).not.toMatch(/^Disallow: \/salon\/?$/m);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sitemap.xml lists content pages, categories, every active salon and SEO pages with salons', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('http://localhost:3000/kvkk');
    expect(locs).toContain('http://localhost:3000/kategori/20/kadin-kuaforu');
    expect(locs).toContain('http://localhost:3000/istanbul-kuafor-salonlari');
    const active = await rows<{ n: number }>(
      sql`select count(*)::int as n from salons where status = 'active'`,
    );
    expect(locs.filter((l) => /\/salon\/\d+\//.test(l))).toHaveLength(active[0]!.n);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('GET /api/seo/page/:page', () => {
  it('gives the SEO data of the search page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/seo/page/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ canonical_url: 'http://localhost:3000/arama', region: 'TR' });
    expect((await t.request({ method: 'GET', url: '/api/seo/page/yok' })).statusCode).toBe(404);
  });
});
