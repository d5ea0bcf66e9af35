import { pageTitle, TAGLINE } from '@salonya/domain/constants';
import { seoCategoryInfo, seoLocationHeading } from '@salonya/domain/catalogue/seo-categories';
import { legacyRedirect } from '@salonya/domain/routing/legacy-redirects';
import { isInvalidSeoPath, matchRoute, splitUrl } from '@salonya/domain/routing/match';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findSalonDetail, findSpecialist } from '../salons/salon-detail.repository';
import { listCategories } from '../categories/categories.repository';

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

/** schema.org type of a salon by its kind (LocalBusiness subtypes). */
function businessType(salonType: string): string {
  if (['berber', 'kuafor_kadin', 'unisex_kuafor', 'luks_salon'].includes(salonType)) return 'HairSalon';
  if (salonType === 'spa_masaj') return 'DaySpa';
  if (salonType === 'nail_studio') return 'NailSalon';
  return 'BeautySalon';
}

const DAY_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export async function pageMetaFor(db: Db, url: string, appUrl: string, now: Date): Promise<PageMeta> {
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
  if (isPrivate) return base(pageTitle(row.title), DEFAULT_DESCRIPTION, null, 'noindex, nofollow');

  switch (row.id) {
    case 'public.home':
      return {
        ...base(pageTitle(), DEFAULT_DESCRIPTION, `${appUrl}/`),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: 'Salonya',
            url: `${appUrl}/`,
            description: TAGLINE,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${appUrl}/arama?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
        ],
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
      const image = salon.cover_image.startsWith('http')
        ? salon.cover_image
        : `${appUrl}${salon.cover_image}`;
      return {
        ...base(pageTitle(`${salon.name} – ${salon.district}, ${salon.city}`), description, canonical),
        ogType: 'business.business',
        ogImage: salon.cover_image.endsWith('.svg') ? SHARE_IMAGE : salon.cover_image,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': businessType(salon.salon_type),
            '@id': canonical,
            name: salon.name,
            url: canonical,
            image,
            description: clip(description, 300),
            telephone: salon.phone ?? undefined,
            address: {
              '@type': 'PostalAddress',
              streetAddress: salon.address,
              addressLocality: salon.district,
              addressRegion: salon.city,
              addressCountry: 'TR',
            },
            geo: { '@type': 'GeoCoordinates', latitude: salon.latitude, longitude: salon.longitude },
            priceRange: salon.min_price !== null ? `₺${salon.min_price} - ₺${salon.max_price}` : undefined,
            openingHoursSpecification: salon.opening_hours
              .filter((h) => !h.is_closed)
              .map((h) => ({
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: DAY_OF_WEEK[h.weekday - 1],
                opens: h.opens_at,
                closes: h.closes_at === '24:00' ? '23:59' : h.closes_at,
              })),
            ...(salon.review_count > 0
              ? {
                  aggregateRating: {
                    '@type': 'AggregateRating',
                    ratingValue: salon.rating_average,
                    reviewCount: salon.review_count,
                    bestRating: 5,
                    worstRating: 1,
                  },
                }
              : {}),
          },
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
      return {
        ...base(
          pageTitle(`${person.display_name} – ${person.title}, ${person.salon.name}`),
          person.bio ||
            `${person.display_name}, ${person.salon.name} (${person.salon.district}, ${person.salon.city}).`,
          `${appUrl}/uzman/${person.salon_staff_id}/${person.slug}`,
        ),
        ogType: 'profile',
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
      return base(
        pageTitle(`${category.name} Salonları`),
        category.description || `${category.name} salonlarını keşfedin.`,
        `${appUrl}/kategori/${category.id}/${category.slug}`,
      );
    }
    case 'seo.city-category':
    case 'seo.city-category-salonlari':
    case 'seo.city-district-category-salonlari': {
      const info = seoCategoryInfo(params.category ?? '');
      const place = (await db.execute(sql`
        select p.name as city, d.name as district from provinces p
        left join districts d on d.province_id = p.id and d.slug = ${params.district ?? ''}
        where p.slug = ${params.city ?? ''}`)) as unknown as {
        rows: { city: string; district: string | null }[];
      };
      const found = place.rows[0];
      if (!info || !found || (params.district && !found.district)) {
        return {
          ...base(pageTitle('Sayfa bulunamadı'), DEFAULT_DESCRIPTION, null, 'noindex, follow'),
          status: 404,
        };
      }
      const h1 = seoLocationHeading({ city: found.city, district: found.district }, info.label);
      return base(
        pageTitle(`${h1} – Fiyatlar ve Online Randevu`),
        `${h1}: fiyatları, yorumları ve puanları karşılaştırın, uygun saate online randevu alın.`,
        self,
      );
    }
    default:
      return base(pageTitle(row.title), DESCRIPTIONS[row.screen ?? row.id] ?? DEFAULT_DESCRIPTION, self);
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
