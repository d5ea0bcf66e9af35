import { salonsOfCategory } from '@salonya/domain/format/names';
import { pageTitle, TAGLINE } from '@salonya/domain/constants';
import { seoCategoryInfo, seoLocationHeading } from '@salonya/domain/catalogue/seo-categories';
import { legacyRedirect } from '@salonya/domain/routing/legacy-redirects';
import { isInvalidSeoPath, matchRoute, splitUrl } from '@salonya/domain/routing/match';
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  salonJsonLd,
  specialistJsonLd,
  webSiteJsonLd,
  type Crumb,
} from '@salonya/domain/seo/json-ld';
import { salonSearchQuerySchema, type SalonCard } from '@salonya/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryOne } from '../../db/rows';
import { findSalonDetail, findSpecialist, listReviews } from '../salons/salon-detail.repository';
import { searchSalonCards, type SalonSearchIndex } from '../salons/salon-search.service';
import { listCategories } from '../categories/categories.repository';
import { locationPage } from './seo-location';

/** What the server writes into a page's HTML head (DESIGN §3: the page source carries it, not only the DOM). */
export interface PageMeta {
  status: number;
  redirect?: string;
  title: string;
  description: string;
  canonical: string | null;
  robots: string;
  ogType: 'website' | 'business.business' | 'profile';
  ogImage: string;
  jsonLd: Record<string, unknown>[];
}

export const DEFAULT_DESCRIPTION =
  'Salonya ile kuaför, berber, güzellik, tırnak, spa ve evcil hayvan bakım salonlarını keşfedin; fiyatları ve yorumları karşılaştırın, randevunuzu tek tıkla alın.';
export const SHARE_IMAGE = '/images/share-default.png';

/** Descriptions of the content pages, by screen id. */
const DESCRIPTIONS: Record<string, string> = {
  'public.categories':
    'Saç, güzellik, tırnak, cilt bakımı, masaj ve spa, evde hizmet ve pet bakım kategorilerindeki salonları keşfedin.',
  'public.campaigns': 'Salonların güncel kampanyaları ve indirimli hizmetleri: kaçırmadan randevunuzu alın.',
  'public.brand-campaigns': 'Salonya iş ortağı markaların salonlarda geçerli özel kampanyaları.',
  'public.contact':
    'Salonya destek ekibine ulaşın: randevu, ödeme, salon başvurusu ve KVKK talepleriniz için iletişim formu.',
  'public.about':
    'Salonya, Türkiye’nin kuaför, güzellik ve bakım salonlarını müşterileriyle buluşturan online randevu platformudur.',
  'public.help':
    'Salonya yardım merkezi: hesap, randevu, ödeme, iptal ve salon sahipleri için sık sorulan sorular.',
  'public.app-download': 'Salonya’yı telefonunuza ekleyin, randevularınızı her yerden yönetin.',
  'public.salon-application':
    'Salonunuzu Salonya’ya ekleyin: online randevu, takvim, personel ve kazanç yönetimi tek yerde.',
  'public.search':
    'Şehir, ilçe ve hizmete göre salon arayın; fiyatları, puanları ve müsait saatleri karşılaştırın.',
  'legal.terms': 'Salonya kullanım şartları.',
  'legal.distance-sales': 'Salonya mesafeli satış sözleşmesi.',
  'legal.privacy': 'Salonya gizlilik politikası.',
  'legal.kvkk': '6698 sayılı KVKK kapsamında Salonya aydınlatma metni.',
  'legal.cookies': 'Salonya çerez politikası ve çerez tercihleri.',
};

const clip = (s: string, n = 160) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

function base(
  title: string,
  description: string,
  canonical: string | null,
  robots = 'index, follow',
): PageMeta {
  return {
    status: 200,
    title,
    description: clip(description),
    canonical,
    robots,
    ogType: 'website',
    ogImage: SHARE_IMAGE,
    jsonLd: [],
  };
}

/** Salons named in a list page's ItemList (the first page of the list). */
const ITEM_LIST_SIZE = 20;
const HOME_CRUMB = 'Ana Sayfa';

export async function pageMetaFor(
  db: Db,
  url: string,
  appUrl: string,
  now: Date,
  /** The search index for list pages' ItemList (the SQL without it). */
  index: SalonSearchIndex | null = null,
): Promise<PageMeta> {
  const { pathname } = splitUrl(url);
  const legacy = legacyRedirect(url);
  if (legacy) return { ...base('', '', null), status: 301, redirect: legacy };
  if (isInvalidSeoPath(pathname)) return { ...base('', '', null), status: 302, redirect: '/' };

  const match = matchRoute(pathname);
  // A path of no route is a real 404 (the SPA shows its not-found screen in the same HTML).
  if (!match)
    return {
      ...base(pageTitle('Sayfa bulunamadı'), DEFAULT_DESCRIPTION, null, 'noindex, follow'),
      status: 404,
    };
  const { row, params } = match;
  const self = `${appUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const isPrivate = row.access.kind !== 'public' || row.noindex === true || row.area !== 'public';
  const abs = (p: string) => (p.startsWith('http') ? p : `${appUrl}${p}`);
  // BreadcrumbList on every public page below home: home first, the page last.
  const crumbs = (...trail: Crumb[]) => breadcrumbJsonLd([{ name: HOME_CRUMB, url: `${appUrl}/` }, ...trail]);
  const salonItems = (salons: readonly SalonCard[]) =>
    salons.map((c) => ({ name: c.name, url: `${appUrl}/salon/${c.id}/${c.slug}` }));
  if (isPrivate) return base(pageTitle(row.title), DEFAULT_DESCRIPTION, null, 'noindex, nofollow');

  switch (row.id) {
    case 'public.home':
      return {
        ...base(pageTitle(), DEFAULT_DESCRIPTION, `${appUrl}/`),
        jsonLd: [webSiteJsonLd(appUrl, TAGLINE)],
      };
    case 'public.salon-detail': {
      const salon = await findSalonDetail(db, Number(params.id), now);
      if (!salon)
        return {
          ...base(pageTitle('Salon bulunamadı'), DEFAULT_DESCRIPTION, null, 'noindex, follow'),
          status: 404,
        };
      const canonical = `${appUrl}/salon/${salon.id}/${salon.slug}`;
      const description =
        salon.description ||
        `${salon.name}: ${salon.district}, ${salon.city}. Hizmetler, fiyatlar, yorumlar ve online randevu.`;
      const reviews =
        salon.review_count > 0 ? (await listReviews(db, { salonId: salon.id }, 1, 3)).items : [];
      return {
        ...base(pageTitle(`${salon.name} – ${salon.district}, ${salon.city}`), description, canonical),
        ogType: 'business.business',
        ogImage: salon.cover_image.endsWith('.svg') ? SHARE_IMAGE : salon.cover_image,
        jsonLd: [
          salonJsonLd({
            url: canonical,
            name: salon.name,
            image: abs(salon.cover_image),
            description: clip(description, 300),
            telephone: salon.phone,
            address: { street: salon.address, district: salon.district, city: salon.city },
            geo: { latitude: salon.latitude, longitude: salon.longitude },
            salonType: salon.salon_type,
            categoryCodes: salon.service_categories.map((c) => c.code),
            minPriceLira: salon.min_price,
            maxPriceLira: salon.max_price,
            openingHours: salon.opening_hours.map((h) => ({
              weekday: h.weekday,
              opensAt: h.is_closed ? null : h.opens_at,
              closesAt: h.is_closed ? null : h.closes_at,
            })),
            rating: { average: Number(salon.rating_average), count: salon.review_count },
            reviews: reviews.map((r) => ({
              author: r.author_name,
              rating: r.rating,
              body: r.comment,
              publishedAt: r.created_at,
            })),
          }),
          crumbs({ name: salon.name, url: canonical }),
        ],
      };
    }
    case 'public.specialist-detail': {
      const person = await findSpecialist(db, Number(params.id));
      if (!person)
        return {
          ...base(pageTitle('Uzman bulunamadı'), DEFAULT_DESCRIPTION, null, 'noindex, follow'),
          status: 404,
        };
      const canonical = `${appUrl}/uzman/${person.salon_staff_id}/${person.slug}`;
      const salonUrl = `${appUrl}/salon/${person.salon.id}/${person.salon.slug}`;
      return {
        ...base(
          pageTitle(`${person.display_name} – ${person.title}, ${person.salon.name}`),
          person.bio ||
            `${person.display_name}, ${person.salon.name} (${person.salon.district}, ${person.salon.city}).`,
          canonical,
        ),
        ogType: 'profile',
        jsonLd: [
          specialistJsonLd({
            url: canonical,
            name: person.display_name,
            jobTitle: person.title ?? '',
            description: person.bio ?? '',
            image: person.avatar_url ? abs(person.avatar_url) : null,
            salon: { url: salonUrl, name: person.salon.name },
            languages: person.languages,
            specialties: person.specialties,
          }),
          crumbs({ name: person.salon.name, url: salonUrl }, { name: person.display_name, url: canonical }),
        ],
      };
    }
    case 'public.category': {
      const [category] = /^\d{1,9}$/.test(params.categoryId ?? '')
        ? await listCategories(db, Number(params.categoryId))
        : [];
      if (!category)
        return {
          ...base(pageTitle('Kategori bulunamadı'), DEFAULT_DESCRIPTION, null, 'noindex, follow'),
          status: 404,
        };
      const canonical = `${appUrl}/kategori/${category.id}/${category.slug}`;
      const { items } = await searchSalonCards(
        db,
        index,
        salonSearchQuerySchema.parse({ category: String(category.id), per_page: ITEM_LIST_SIZE }),
        now,
      );
      return {
        ...base(
          pageTitle(salonsOfCategory(category.name)),
          category.description || `${category.name} salonlarını keşfedin.`,
          canonical,
        ),
        jsonLd: [
          crumbs(
            { name: 'Kategoriler', url: `${appUrl}/kategoriler` },
            { name: category.name, url: canonical },
          ),
          itemListJsonLd(salonsOfCategory(category.name), salonItems(items)),
        ],
      };
    }
    case 'seo.city-category':
    case 'seo.city-category-salonlari':
    case 'seo.city-district-category-salonlari': {
      const info = seoCategoryInfo(params.category ?? '');
      const found = await queryOne(
        db,
        'pageMeta.place',
        z.object({ city: z.string(), district: z.string().nullable() }),
        sql`
        select p.name as city, d.name as district from provinces p
        left join districts d on d.province_id = p.id and d.slug = ${params.district ?? ''}
        where p.slug = ${params.city ?? ''}`,
      );
      if (!info || !found || (params.district && !found.district)) {
        return {
          ...base(pageTitle('Sayfa bulunamadı'), DEFAULT_DESCRIPTION, null, 'noindex, follow'),
          status: 404,
        };
      }
      const h1 = seoLocationHeading({ city: found.city, district: found.district }, info.label);
      const page = await locationPage(
        db,
        {
          city: params.city ?? '',
          district: params.district,
          category: params.category ?? '',
          page: 1,
          per_page: ITEM_LIST_SIZE,
        },
        now,
        appUrl,
        index,
      );
      // A district page sits below its city's page of the same category.
      const cityCrumb: Crumb[] = params.district
        ? [
            {
              name: seoLocationHeading({ city: found.city, district: null }, info.label),
              url: `${appUrl}/${params.city}-${params.category}-salonlari`,
            },
          ]
        : [];
      return {
        ...base(
          pageTitle(`${h1} – Fiyatlar ve Online Randevu`),
          `${h1}: fiyatları, yorumları ve puanları karşılaştırın, uygun saate online randevu alın.`,
          self,
        ),
        jsonLd: [crumbs(...cityCrumb, { name: h1, url: self }), itemListJsonLd(h1, salonItems(page.salons))],
      };
    }
    default:
      return {
        ...base(pageTitle(row.title), DESCRIPTIONS[row.screen ?? row.id] ?? DEFAULT_DESCRIPTION, self),
        jsonLd: [crumbs({ name: row.title, url: self })],
      };
  }
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no '</script>' or HTML comment can close it early. */
const safeJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Writes the meta into the built index.html (replacing its generic title and description). */
export function renderShell(template: string, meta: PageMeta, appUrl: string): string {
  const ogImage = meta.ogImage.startsWith('http') ? meta.ogImage : `${appUrl}${meta.ogImage}`;
  const tags = [
    `<meta name="robots" content="${escapeAttr(meta.robots)}" />`,
    meta.canonical ? `<link rel="canonical" href="${escapeAttr(meta.canonical)}" />` : '',
    `<meta property="og:site_name" content="Salonya" />`,
    `<meta property="og:locale" content="tr_TR" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${escapeAttr(meta.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeAttr(ogImage)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...meta.jsonLd.map((ld) => `<script type="application/ld+json">${safeJson(ld)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttr(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
