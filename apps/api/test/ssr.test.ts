import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 17 / ADR 0024: public pages are rendered by the web app's server entry (loaded from its source here, as
 * the built API loads apps/web/dist-server) with the data of the test database, in-process.
 */

let t: TestApp;
let dist: string;
const serverEntry = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'salonya-ssr-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta name="description" content="genel" /><title>Salonya</title></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><div id="admin-app"></div>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/routes/public/kvkk.tsx': { file: 'assets/kvkk-abc123.js', imports: ['_legal.js'] },
      '_legal.js': { file: 'assets/legal-def456.js' },
    }),
  );
  t = await createTestApp({ webDistDir: dist, webServerEntry: serverEntry });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

async function apiData<T>(url: string): Promise<T> {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
}

interface Page {
  status: number;
  body: string;
  /** The markup inside <div id="app">. */
  app: string;
  state: { router: { loaderData: Record<string, unknown> }; queries: { queries: { queryKey: unknown[] }[] } };
}

async function page(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.request({ method: 'GET', url, headers });
  const body = res.body;
  const app =
    /<div id="app" aria-disabled="true">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(
      body,
    )?.[1];
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(body)?.[1];
  expect(app, `${url} is server-rendered`).toBeDefined();
  expect(state, `${url} carries its state`).toBeDefined();
  return { status: res.statusCode, body, app: app!, state: JSON.parse(state!) as Page['state'] };
}

function queryKeys(p: Page): string[] {
  return p.state.queries.queries.map((q) => JSON.stringify(q.queryKey));
}

/** Names of the salons in the page's dehydrated queries (objects with a name and a rating). */
function salonNamesInState(p: Page): string[] {
  const names: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.name === 'string' && 'rating_average' in record) names.push(record.name);
      Object.values(record).forEach(walk);
    }
  };
  walk(p.state.queries);
  return names;
}

interface SalonSummary {
  id: number;
  name: string;
  slug: string;
}

describe('server-rendered public pages', () => {
  it('a salon page has its name, services with prices, and the dehydrated salon and services', async () => {
    const [salon] = await apiData<SalonSummary[]>(
      '/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1',
    );
    const services = await apiData<{ name: string }[]>(`/api/v1/salons/${salon!.id}/services`);
    const p = await page(`/salon/${salon!.id}/${salon!.slug}`);
    expect(p.status).toBe(200);
    expect(p.app).toContain(`<h1`);
    expect(p.app).toContain(html(salon!.name));
    expect(p.app).toContain(html(services[0]!.name));
    expect(p.app).toMatch(/₺/);
    expect(queryKeys(p)).toEqual(
      expect.arrayContaining([
        JSON.stringify(['salons', 'detail', salon!.id]),
        JSON.stringify(['salons', 'detail', salon!.id, 'services']),
      ]),
    );
    expect(p.state.router.loaderData.root).toMatchObject({ kind: 'render', rowId: expect.any(String) });
    // The head still comes from the page meta (ADR 0005).
    expect(p.body).toContain('application/ld+json');
  });

  it('the reviews tab of a salon has the review texts', async () => {
    const [salon] = await apiData<SalonSummary[]>(
      '/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1',
    );
    const reviews = await apiData<{ comment: string | null }[]>(
      `/api/v1/salons/${salon!.id}/reviews?page=1&per_page=10`,
    );
    const withText = reviews.find((r) => r.comment !== null && r.comment !== '');
    expect(withText).toBeDefined();
    const p = await page(`/salon/${salon!.id}/${salon!.slug}/yorumlar`);
    expect(p.app).toContain(html(withText!.comment!));
  });

  it('a specialist page has the specialist name', async () => {
    const [salon] = await apiData<SalonSummary[]>(
      '/api/v1/salons/search?city_id=34&sort_by=rating&per_page=1',
    );
    const [staff] = await apiData<{ salon_staff_id: number; display_name: string }[]>(
      `/api/v1/salons/${salon!.id}/staff`,
    );
    const p = await page(`/uzman/${staff!.salon_staff_id}`);
    expect(p.app).toContain(html(staff!.display_name));
  });

  it('/kategoriler lists the categories', async () => {
    const categories = await apiData<{ name: string }[]>('/api/v1/categories');
    const p = await page('/kategoriler');
    for (const category of categories.slice(0, 5)) expect(p.app).toContain(html(category.name));
  });

  it('a category page and a SEO location page list salon cards', async () => {
    const [category] = await apiData<{ id: number; slug: string }[]>('/api/v1/categories');
    for (const url of [`/kategori/${category!.id}/${category!.slug}`, '/istanbul-kuafor']) {
      const p = await page(url);
      expect(p.status).toBe(200);
      const names = salonNamesInState(p);
      expect(names.length, `${url} has salons`).toBeGreaterThan(0);
      expect(p.app).toContain('<article');
      for (const name of names.slice(0, 3)) expect(p.app).toContain(html(name));
    }
  });

  it('the home page has its salon lists and categories', async () => {
    const [trending] = await apiData<SalonSummary[]>('/api/v1/home/trending-salons?limit=1');
    const p = await page('/');
    expect(p.app).toContain('Trend Salonlar');
    expect(p.app).toContain(html(trending!.name));
    expect(queryKeys(p).some((key) => key.includes('trending-salons'))).toBe(true);
  });

  it.each([
    ['/kvkk', 'Kişisel Verilerin Korunması Kanunu'],
    ['/kullanim-sartlari', '<h1'],
    ['/gizlilik-politikasi', '<h1'],
    ['/cerez-politikasi', '<h1'],
    ['/mesafeli-satis-sozlesmesi', '<h1'],
    ['/yardim', '<h1'],
    ['/hakkimizda', '<h1'],
    ['/iletisim', '<h1'],
    ['/kampanyalar', '<h1'],
    ['/arama?q=sa%C3%A7', '<h1'],
  ])('%s is rendered with its content', async (url, text) => {
    const p = await page(url);
    expect(p.status).toBe(200);
    expect(p.app).toContain(text);
  });

  it('renders the cookie banner for a visitor without the consent cookie, and not for one who decided', async () => {
    const banner = /<section aria-label="Çerez bildirimi"[\s\S]*?<\/section>/;
    const first = await page('/');
    const markup = banner.exec(first.app)?.[0];
    expect(markup, 'the first-visit banner is in the HTML').toBeDefined();
    expect(markup).toContain('Tümünü Kabul Et');
    expect(markup).toContain('Yalnızca Zorunlu');
    expect(markup).toContain('href="/cerez-politikasi"');
    // Compact: one short paragraph, not a block that outweighs the page on a phone (it was the home page's LCP).
    expect(markup!.replace(/<[^>]+>/g, '').length).toBeLessThan(220);

    const decided = await page('/', { cookie: 'a=1; cookie_consent=v1.f0.a0.m0.t1764000000000; b=2' });
    expect(decided.app).not.toMatch(banner);
    expect(decided.app).toContain('Trend Salonlar');
    // An older or broken value counts as undecided, as in the browser.
    expect((await page('/kvkk', { cookie: 'cookie_consent=v0.f1.a1.m1.t1' })).app).toMatch(banner);

    const res = await t.request({ method: 'GET', url: '/kvkk' });
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it("the cookie policy page shows the visitor's current choice from the cookie", async () => {
    const p = await page('/cerez-politikasi', { cookie: 'cookie_consent=v1.f1.a0.m0.t1764000000000' });
    expect(p.app).toContain('Şu anki tercihiniz: zorunlu ve işlevsel çerezler.');
  });

  it("preloads the screen's chunks named by the build manifest", async () => {
    const p = await page('/kvkk');
    const head = p.body.slice(0, p.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/legal-def456.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/kvkk-abc123.js">');
    expect(head.indexOf('legal-def456')).toBeLessThan(head.indexOf('kvkk-abc123'));
    // Inert until public/hydrate.js starts the app after the first paint (issue 17).
    expect(head.indexOf('<template id="ssr-preloads">')).toBeLessThan(head.indexOf('legal-def456'));
  });

  it.each(['/musteri/randevular', '/giris', '/uye-ol', '/salon', '/personel', '/salons/1/booking'])(
    'the private or guest-only page %s gets the empty shell',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.body).toContain('<div id="app"></div>');
      expect(res.body).not.toContain('id="ssr-state"');
    },
  );

  it('an unknown salon answers 404 with the shell (the browser shows its not-found state)', async () => {
    const res = await t.request({ method: 'GET', url: '/salon/99999999/yok' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="app"></div>');
  });

  // Last: it changes the build.
  it('after the web app is rebuilt, pages go out as the shell until a restart', async () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const res = await t.request({ method: 'GET', url: '/kvkk' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="app"></div>');
    expect(res.body).not.toContain('id="ssr-state"');
  });
});
