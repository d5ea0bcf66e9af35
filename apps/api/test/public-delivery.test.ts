import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTE_EXAMPLES } from '@salonya/domain/routing/route-examples.fixture';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagMatches, weakEtag } from '../src/plugins/compression';
import { createTestApp, type TestApp } from './test-app';

/** Issue 17: compression, ETag/304 and real 404s for what the API process serves. */
let t: TestApp;
let dist: string;
const ASSET = `export const merhaba = "dünya";\n`.repeat(400);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'salonya-delivery-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="tr"><head><meta name="description" content="genel" /><title>Salonya</title></head><body><div id="app"></div>${'<!-- dolgu -->'.repeat(100)}</body></html>`,
  );
  writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><div id="admin-app"></div>');
  const asset = path.join(dist, 'assets', 'main-abc123.js');
  writeFileSync(asset, ASSET);
  writeFileSync(`${asset}.br`, brotliCompressSync(ASSET));
  writeFileSync(`${asset}.gz`, gzipSync(ASSET));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

const decoded = (res: LightMyRequestResponse): string => {
  const raw = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
};

describe('static assets: precompressed copies by content negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('Accept-Encoding %s → %s', async (accept, encoding) => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res)).toBe(ASSET);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(ASSET) / 4);
  });

  it('without Accept-Encoding the file goes out as it is', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.body).toBe(ASSET);
  });
});

describe('HTML and JSON: compressed on the fly above the threshold', () => {
  it.each(['br', 'gzip'])('a public JSON answer comes back as %s when asked', async (encoding) => {
    const res = await get('/api/v1/home/service-categories', { 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(res))).toMatchObject({ success: true });
  });

  it('identity when not asked', async () => {
    const res = await get('/api/v1/home/service-categories');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('a tiny answer is never compressed', async () => {
    const res = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('the HTML of a page is compressed', async () => {
    const res = await get('/kvkk', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('6698 sayılı KVKK');
  });
});

describe('ETag and 304 for public API reads', () => {
  it('answers 304 with no body when If-None-Match carries the tag, whatever the encoding', async () => {
    const first = await get('/api/v1/home/service-categories');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/api/v1/home/service-categories', {
      'if-none-match': String(etag),
      'accept-encoding': 'br',
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const changed = await get('/api/v1/home/service-categories', { 'if-none-match': 'W/"eski"' });
    expect(changed.statusCode).toBe(200);
  });

  it('salon search answers carry a tag too; private answers do not', async () => {
    const search = await get('/api/v1/salons/search?per_page=5');
    expect(search.statusCode).toBe(200);
    expect(search.headers.etag).toBeDefined();
    const privateRead = await get('/api/v1/user/profile');
    expect(privateRead.headers.etag).toBeUndefined();
  });

  it.each([
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['W/"b", W/"a"', 'W/"a"', true],
    ['*', 'W/"a"', true],
    ['W/"b"', 'W/"a"', false],
    [undefined, 'W/"a"', false],
  ])('etagMatches(%s, %s) = %s', (header, tag, expected) => {
    expect(etagMatches(header, tag)).toBe(expected);
  });

  it('the tag follows the body', () => {
    expect(weakEtag('a')).toBe(weakEtag('a'));
    expect(weakEtag('a')).not.toBe(weakEtag('b'));
  });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('real 404 for unknown paths; every route of the table still answers', () => {
  it.each(['/metrics', '/documentation', '/foo/bar', '/musteri/yok-boyle', '/salon/profil/fazla/parca'])(
    '%s answers 404 with the Turkish not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Sayfa bulunamadı');
      expect(res.body).toContain('noindex');
      expect(res.body).toContain('id="app"');
    },
  );

  it.each(['/api/v1/yok-boyle', '/api/v1/salons/1/yok/boyle', '/api/yok'])(
    'GET %s is a 404 JSON envelope',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'İstenen adres bulunamadı.',
        error_code: 'NOT_FOUND',
      });
    },
  );

  it('a too long /api path segment is still a 414 envelope', async () => {
    const res = await get(`/api/v1/salons/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      error_code: 'URI_TOO_LONG',
      message: 'İstenen adres çok uzun.',
    });
  });

  // Rows whose page shows a record: their example ids may not exist in the seed (a 404 is right then).
  const DATA_ROWS = new Set(['public.salon-detail', 'public.specialist-detail', 'public.category']);

  it.each(ROUTE_EXAMPLES.filter((e) => !DATA_ROWS.has(e.id)).map((e) => [e.path, e.id] as const))(
    '%s (%s) is not a 404',
    async (url) => {
      const res = await get(url);
      expect([200, 301, 302]).toContain(res.statusCode);
    },
  );

  it('record pages answer 200 for a real record and 404 for an unknown one', async () => {
    const [salon] = await rows<{ id: number }>(
      sql`select id from salons where status = 'active' order by id limit 1`,
    );
    const [staff] = await rows<{ id: number }>(
      sql`select ss.id from salon_staff ss join salons s on s.id = ss.salon_id
          where s.status = 'active' order by ss.id limit 1`,
    );
    expect((await get(`/salon/${salon!.id}/salon-detay`)).statusCode).toBe(200);
    expect((await get(`/uzman/${staff!.id}`)).statusCode).toBe(200);
    expect((await get('/kategori/20/kadin-kuaforu')).statusCode).toBe(200);
    expect((await get('/salon/99999999/yok')).statusCode).toBe(404);
    expect((await get('/uzman/99999999')).statusCode).toBe(404);
    expect((await get('/kategori/99999999')).statusCode).toBe(404);
  });

  it.each([
    ['/istanbul-solaryum-salonlari', 302, '/'],
    ['/ankara-guzellik-estetik-salonlari', 302, '/'],
    ['/kadin-kuaforu', 301, '/kategori/20/kadin-kuaforu'],
    ['/musteri-paneli', 301, '/musteri'],
    ['/randevularim', 301, '/musteri/randevular'],
  ])('%s still redirects (%s → %s)', async (url, status, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(location);
  });
});
