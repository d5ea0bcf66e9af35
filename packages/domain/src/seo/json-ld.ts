import { formatTRY } from '../format/money';

/**
 * schema.org structured data of the public pages (issue 17 item 3): one pure builder per type, used by the server
 * when it writes a page's head. Inputs are plain values; absolute URLs are the caller's.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** LocalBusiness subtypes a salon can be (schema.org HealthAndBeautyBusiness family). */
export type BusinessType = 'HairSalon' | 'BeautySalon' | 'NailSalon' | 'DaySpa';

const TYPE_BY_SALON_TYPE: Readonly<Record<string, BusinessType>> = {
  berber: 'HairSalon',
  kuafor_kadin: 'HairSalon',
  unisex_kuafor: 'HairSalon',
  luks_salon: 'HairSalon',
  nail_studio: 'NailSalon',
  spa_masaj: 'DaySpa',
  guzellik_merkezi: 'BeautySalon',
  cilt_bakim: 'BeautySalon',
};

/** Main category codes (SPEC §3) that name a subtype when the salon type does not. */
const TYPE_BY_CATEGORY: readonly [string, BusinessType][] = [
  ['sac_hizmetleri', 'HairSalon'],
  ['nail_el_bakimi', 'NailSalon'],
  ['masaj_spa', 'DaySpa'],
];

/**
 * The schema.org type of a salon: by its salon type (kuaför and berber → HairSalon, nail stüdyo → NailSalon,
 * spa & masaj → DaySpa, güzellik and cilt → BeautySalon); other types by their first telling category; else
 * BeautySalon.
 */
export function businessTypeOf(
  salonType: string,
  categoryCodes: readonly (string | null)[] = [],
): BusinessType {
  const byType = TYPE_BY_SALON_TYPE[salonType];
  if (byType) return byType;
  for (const [code, type] of TYPE_BY_CATEGORY) if (categoryCodes.includes(code)) return type;
  return 'BeautySalon';
}

const DAY_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface OpeningDay {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** 'HH:MM'; null when closed. '24:00' closes at midnight. */
  opensAt: string | null;
  closesAt: string | null;
}

/** One OpeningHoursSpecification per group of days with the same hours, days in week order. */
export function openingHoursSpecification(days: readonly OpeningDay[]): JsonLd[] {
  const groups = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const d of [...days].sort((a, b) => a.weekday - b.weekday)) {
    const day = DAY_OF_WEEK[d.weekday - 1];
    if (!day || !d.opensAt || !d.closesAt) continue;
    // schema.org has no 24:00; 23:59 is the usual way to say "until midnight".
    const closes = d.closesAt === '24:00' ? '23:59' : d.closesAt;
    const key = `${d.opensAt}-${closes}`;
    const group = groups.get(key) ?? { days: [], opens: d.opensAt, closes };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days.length === 1 ? g.days[0] : g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

export interface RatingInput {
  /** Average of 1–5 stars. */
  average: number;
  count: number;
}

function aggregateRating(rating: RatingInput): JsonLd | undefined {
  if (rating.count <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.average * 10) / 10,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface ReviewInput {
  author: string;
  /** 1–5 stars. */
  rating: number;
  body: string;
  /** ISO date-time. */
  publishedAt: string;
}

function review(r: ReviewInput): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: r.author },
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    ...(r.body.trim() ? { reviewBody: r.body.trim() } : {}),
    datePublished: r.publishedAt.slice(0, 10),
  };
}

/** Price range as schema.org takes it: '₺150 – ₺900' (whole lira), '₺150' when both ends meet. */
export function priceRange(minLira: number | null, maxLira: number | null): string | undefined {
  if (minLira === null || maxLira === null) return undefined;
  const lira = (n: number) => formatTRY(Math.round(n) * 100);
  return Math.round(minLira) === Math.round(maxLira) ? lira(minLira) : `${lira(minLira)} – ${lira(maxLira)}`;
}

export interface SalonJsonLdInput {
  url: string;
  name: string;
  image: string;
  description: string;
  telephone: string | null;
  address: { street: string; district: string; city: string };
  geo: { latitude: number; longitude: number };
  salonType: string;
  categoryCodes: readonly (string | null)[];
  minPriceLira: number | null;
  maxPriceLira: number | null;
  openingHours: readonly OpeningDay[];
  rating: RatingInput;
  /** A few recent reviews (the page shows them too). */
  reviews: readonly ReviewInput[];
}

/** The salon page's LocalBusiness (its subtype), with place, hours, prices, rating and a few reviews. */
export function salonJsonLd(s: SalonJsonLdInput): JsonLd {
  const hours = openingHoursSpecification(s.openingHours);
  const rating = aggregateRating(s.rating);
  const range = priceRange(s.minPriceLira, s.maxPriceLira);
  return {
    '@context': CONTEXT,
    '@type': businessTypeOf(s.salonType, s.categoryCodes),
    '@id': s.url,
    name: s.name,
    url: s.url,
    image: s.image,
    description: s.description,
    ...(s.telephone ? { telephone: s.telephone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address.street,
      addressLocality: s.address.district,
      addressRegion: s.address.city,
      addressCountry: 'TR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: s.geo.latitude, longitude: s.geo.longitude },
    ...(range ? { priceRange: range } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
    ...(rating && s.reviews.length > 0 ? { review: s.reviews.map(review) } : {}),
  };
}

export interface SpecialistJsonLdInput {
  url: string;
  name: string;
  jobTitle: string;
  description: string;
  image: string | null;
  /** The salon, described on its own page (its subtype when known). */
  salon: { url: string; name: string; type?: BusinessType };
  /** From the specialist's own profile (/personel/profil): languages spoken and specialities. */
  languages?: readonly string[];
  specialties?: readonly string[];
}

/** A specialist's page: a Person who works for the salon. */
export function specialistJsonLd(p: SpecialistJsonLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': p.url,
    name: p.name,
    url: p.url,
    ...(p.jobTitle.trim() ? { jobTitle: p.jobTitle.trim() } : {}),
    ...(p.description.trim() ? { description: p.description.trim() } : {}),
    ...(p.image ? { image: p.image } : {}),
    ...(p.languages && p.languages.length > 0 ? { knowsLanguage: [...p.languages] } : {}),
    ...(p.specialties && p.specialties.length > 0 ? { knowsAbout: [...p.specialties] } : {}),
    worksFor: {
      '@type': p.salon.type ?? 'LocalBusiness',
      '@id': p.salon.url,
      name: p.salon.name,
      url: p.salon.url,
    },
  };
}

export interface Crumb {
  name: string;
  url: string;
}

/** The trail from home to the page (home first, the page last). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}

/** A list page's items (category and SEO location pages: the salons of the first page, in order). */
export function itemListJsonLd(name: string, items: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      url: c.url,
    })),
  };
}

/** The home page: the site and its search box (sitelinks search box). */
export function webSiteJsonLd(appUrl: string, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: 'Salonya',
    url: `${appUrl}/`,
    description,
    inLanguage: 'tr-TR',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${appUrl}/arama?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * What schema.org and the rich-result rules ask of each type this site writes: `required` must be there,
 * `recommended` should be when the data exists. Tests check every page's JSON-LD against it.
 */
export const JSON_LD_RULES: Readonly<Record<string, { required: string[]; recommended: string[] }>> = {
  WebSite: { required: ['name', 'url'], recommended: ['potentialAction'] },
  SearchAction: { required: ['target', 'query-input'], recommended: [] },
  HairSalon: {
    required: ['name', 'address'],
    recommended: ['url', 'image', 'geo', 'telephone', 'priceRange', 'openingHoursSpecification'],
  },
  BeautySalon: {
    required: ['name', 'address'],
    recommended: ['url', 'image', 'geo', 'telephone', 'priceRange', 'openingHoursSpecification'],
  },
  NailSalon: {
    required: ['name', 'address'],
    recommended: ['url', 'image', 'geo', 'telephone', 'priceRange', 'openingHoursSpecification'],
  },
  DaySpa: {
    required: ['name', 'address'],
    recommended: ['url', 'image', 'geo', 'telephone', 'priceRange', 'openingHoursSpecification'],
  },
  Person: { required: ['name'], recommended: ['url', 'jobTitle', 'worksFor'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ItemList: { required: ['itemListElement'], recommended: ['numberOfItems'] },
  ListItem: { required: ['position'], recommended: [] },
  AggregateRating: { required: ['ratingValue', 'reviewCount'], recommended: ['bestRating'] },
  Review: { required: ['author', 'reviewRating'], recommended: ['datePublished'] },
  Rating: { required: ['ratingValue'], recommended: ['bestRating'] },
  PostalAddress: {
    required: ['addressCountry'],
    recommended: ['streetAddress', 'addressLocality', 'addressRegion'],
  },
  GeoCoordinates: { required: ['latitude', 'longitude'], recommended: [] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] },
};

/**
 * Problems of a JSON-LD object against JSON_LD_RULES, nested objects included ('HairSalon: missing address').
 * Unknown types are reported too, so a new type gets its rules; nested references (objects with an @id) are
 * described on their own pages and are not checked.
 */
export function jsonLdProblems(ld: unknown, path = ''): string[] {
  if (Array.isArray(ld)) return ld.flatMap((x, i) => jsonLdProblems(x, `${path}[${i}]`));
  if (ld === null || typeof ld !== 'object') return [];
  const obj = ld as Record<string, unknown>;
  const problems: string[] = [];
  const type = obj['@type'];
  // A nested object with an @id points at a thing described on its own page (a specialist's salon).
  const isReference = path !== '' && typeof obj['@id'] === 'string';
  if (typeof type === 'string' && !isReference) {
    const rules = JSON_LD_RULES[type];
    if (!rules) problems.push(`${path || type}: no rules for @type ${type}`);
    else {
      for (const key of rules.required) {
        const v = obj[key];
        if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0))
          problems.push(`${path || type}: ${type} misses required ${key}`);
      }
    }
    // A BreadcrumbList item needs a name and (but for the last) an item; an ItemList item a url.
    if (type === 'ListItem' && obj.name === undefined && obj.item === undefined && obj.url === undefined)
      problems.push(`${path}: ListItem has neither name, item nor url`);
  }
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith('@')) continue;
    problems.push(...jsonLdProblems(value, `${path}.${key}`));
  }
  return problems;
}
