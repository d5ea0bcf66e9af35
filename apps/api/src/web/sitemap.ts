import { SEO_CATEGORY_INFO } from '@salonya/domain/catalogue/seo-categories';
import { salonSlug } from '@salonya/domain/slug';
import { ROUTE_TABLE } from '@salonya/domain/routing/route-table';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { int, isoTimestamp, queryRows } from '../db/rows';

const CONTENT_PATHS = [
  '/',
  '/kategoriler',
  '/kampanyalar',
  '/brand-campaigns',
  '/hakkimizda',
  '/iletisim',
  '/yardim',
  '/uygulama',
  '/salon-ol',
  '/kullanim-sartlari',
  '/mesafeli-satis-sozlesmesi',
  '/gizlilik-politikasi',
  '/kvkk',
  '/cerez-politikasi',
];

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** robots.txt Disallow lines: the static prefix of every private route (login areas, wizard, admin). */
export function privatePathPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const row of ROUTE_TABLE) {
    if (row.area === 'public' && row.access.kind === 'public' && !row.noindex) continue;
    if (row.seo) continue;
    const staticPart = row.pattern.split('/:')[0] ?? row.pattern;
    if (staticPart === '' || staticPart === '/') continue;
    // '/salon' alone is the owner dashboard, while /salon/{id} pages are public: match it exactly.
    prefixes.add(staticPart === '/salon' ? '/salon$' : staticPart);
  }
  return [...prefixes].sort();
}

export const sitemapRoutes: FastifyPluginAsync<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...privatePathPrefixes().map((p) => `Disallow: ${p}`),
      'Disallow: /api/',
      '',
      `Sitemap: ${appUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const salons = await queryRows(
      db,
      'sitemap.salons',
      z.object({
        id: int,
        name: z.string(),
        city: z.string(),
        district: z.string(),
        updated_at: isoTimestamp,
      }),
      sql`
      select s.id, s.name, p.name as city, d.name as district, to_json(s.updated_at)#>>'{}' as updated_at
      from salons s join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
      where s.status = 'active' order by s.id`,
    );
    const categories = await queryRows(
      db,
      'sitemap.categories',
      z.object({ id: int, slug: z.string() }),
      sql`select id, slug from categories where is_active order by id`,
    );
    // SEO location pages only where salons of that category exist (no empty pages in the index).
    const places = await queryRows(
      db,
      'sitemap.places',
      z.object({ city: z.string(), district: z.string(), code: z.string().nullable(), category_id: int }),
      sql`
      select distinct p.slug as city, d.slug as district, c.code, c.id as category_id
      from salons s join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
      join salon_categories sc on sc.salon_id = s.id join categories c on c.id = sc.category_id
      where s.status = 'active'`,
    );

    const urls = new Map<string, string | null>();
    for (const p of CONTENT_PATHS) urls.set(p, null);
    for (const c of categories) urls.set(`/kategori/${c.id}/${c.slug}`, null);
    for (const s of salons) {
      urls.set(
        `/salon/${s.id}/${salonSlug({ name: s.name, district: s.district, city: s.city })}`,
        s.updated_at.slice(0, 10),
      );
    }
    for (const [slug, info] of Object.entries(SEO_CATEGORY_INFO)) {
      const matching = places.filter(
        (r) => (r.code !== null && info.codes.includes(r.code)) || info.legacyIds.includes(r.category_id),
      );
      for (const r of matching) {
        urls.set(`/${r.city}-${slug}-salonlari`, null);
        urls.set(`/${r.city}-${r.district}-${slug}-salonlari`, null);
      }
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...[...urls].map(
        ([loc, lastmod]) =>
          `  <url><loc>${xmlEscape(appUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
};
