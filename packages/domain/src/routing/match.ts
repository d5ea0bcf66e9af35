import { ROUTE_TABLE, type ParamConstraint, type RouteRow, type SeoShape } from './route-table';

export interface RouteMatch {
  row: RouteRow;
  params: Record<string, string>;
}

// ── SEO location pages (SPEC §2.2) ─────────────────────────────────────────────────────────────────────

/** Categories allowed in the two-part form {city}-{category}. */
export const SEO_TWO_PART_CATEGORIES = [
  'kuafor',
  'guzellik-merkezi',
  'guzellik-estetik',
  'berber',
  'nail-art',
  'masaj',
  'masaj-spa',
  'sac-hizmetleri',
  'pet-kuafor',
  'pet-bakim-hizmetleri',
  'cilt-yuz-bakimi',
  'nail-el-bakimi',
] as const;

/** Categories allowed in {city}-{category}-salonlari and {city}-{district}-{category}-salonlari. */
export const SEO_SALONLARI_CATEGORIES = [
  'kuafor',
  'guzellik-merkezi',
  'berber',
  'nail-art',
  'masaj',
  'sac-hizmetleri',
  'pet-kuafor',
] as const;

export const SEO_SALONLARI_SUFFIX = '-salonlari';

export interface SeoLocation {
  shape: SeoShape;
  city: string;
  district?: string;
  category: string;
}

const SLUG_TOKEN = /^[a-z0-9]+$/;

/** The longest allowed category that `rest` ends with as '-{category}', and the part before it. */
function splitCategory(
  rest: string,
  categories: readonly string[],
): { prefix: string; category: string } | null {
  const byLength = [...categories].sort((a, b) => b.length - a.length);
  for (const category of byLength) {
    if (rest.endsWith(`-${category}`)) {
      return { prefix: rest.slice(0, rest.length - category.length - 1), category };
    }
  }
  return null;
}

/**
 * Parses one path segment as an SEO location page, or returns null when it is not a valid one.
 * - '{city}-{district}-{category}-salonlari': city is the first token (province slugs have no hyphen), the
 *   district is every token between city and category (it may contain hyphens), the category comes from
 *   SEO_SALONLARI_CATEGORIES; without district tokens the shape is '{city}-{category}-salonlari'.
 * - otherwise '{city}-{category}' with a one-token city and a category from SEO_TWO_PART_CATEGORIES.
 * The longest category suffix wins ('istanbul-pet-kuafor-salonlari' is category pet-kuafor, no district);
 * if that leaves no valid city, the segment is invalid. Matching is case-insensitive; params are lower-case.
 */
export function parseSeoSegment(segment: string): SeoLocation | null {
  const slug = segment.toLowerCase();
  if (slug.endsWith(SEO_SALONLARI_SUFFIX)) {
    const rest = slug.slice(0, slug.length - SEO_SALONLARI_SUFFIX.length);
    const split = splitCategory(rest, SEO_SALONLARI_CATEGORIES);
    if (!split) return null;
    const [city, ...districtTokens] = split.prefix.split('-');
    if (city === undefined || !SLUG_TOKEN.test(city)) return null;
    if (!districtTokens.every((t) => SLUG_TOKEN.test(t))) return null;
    if (districtTokens.length === 0) {
      return { shape: 'city-category-salonlari', city, category: split.category };
    }
    return {
      shape: 'city-district-category-salonlari',
      city,
      district: districtTokens.join('-'),
      category: split.category,
    };
  }
  const split = splitCategory(slug, SEO_TWO_PART_CATEGORIES);
  if (!split || !SLUG_TOKEN.test(split.prefix)) return null;
  return { shape: 'city-category', city: split.prefix, category: split.category };
}

/** The path of an SEO location page; the shape follows from `salonlari` and whether a district is given. */
export function seoLocationPath(location: {
  city: string;
  category: string;
  district?: string | null;
  salonlari?: boolean;
}): string {
  const { city, category, district, salonlari = Boolean(district) } = location;
  if (!salonlari) return `/${city}-${category}`;
  return district ? `/${city}-${district}-${category}-salonlari` : `/${city}-${category}-salonlari`;
}

// ── Paths ──────────────────────────────────────────────────────────────────────────────────────────────

/** Splits a path-with-query-and-hash into its three parts (search keeps '?', hash keeps '#'). */
export function splitUrl(url: string): { pathname: string; search: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  return { pathname, search, hash };
}

/**
 * The raw (still encoded) segments of a pathname, tolerating a missing leading slash and trailing slashes.
 * Returns null for an empty inner segment ('/salon//42'), which matches nothing.
 */
export function pathSegments(pathname: string): string[] | null {
  const { pathname: path } = splitUrl(pathname);
  const segments = path.split('/');
  while (segments.length > 0 && segments[0] === '') segments.shift();
  while (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  return segments.includes('') ? null : segments;
}

/** '/' plus the segments without trailing slash; null when pathSegments is null. */
export function normalizePathname(pathname: string): string | null {
  const segments = pathSegments(pathname);
  return segments === null ? null : `/${segments.join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type PatternSegment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

function compile(pattern: string): PatternSegment[] {
  // Not pathSegments(): '?' marks an optional param here, not a query.
  return pattern
    .split('/')
    .filter((s) => s !== '')
    .map((s): PatternSegment => {
      if (!s.startsWith(':')) return { kind: 'static', value: s.toLowerCase() };
      const optional = s.endsWith('?');
      return { kind: 'param', name: s.slice(1, optional ? -1 : undefined), optional };
    });
}

function satisfies(value: string, constraint: ParamConstraint | undefined): boolean {
  if (constraint === undefined) return true;
  if (constraint === 'numeric') return /^[0-9]+$/.test(value);
  return constraint.includes(value);
}

/** Matches decoded segments against a compiled pattern; returns the params or null. */
function matchSegments(
  compiled: readonly PatternSegment[],
  segments: readonly string[],
  constraints: RouteRow['constraints'],
): Record<string, string> | null {
  const required = compiled.filter((s) => s.kind === 'static' || !s.optional).length;
  if (segments.length < required || segments.length > compiled.length) return null;
  const params: Record<string, string> = {};
  for (const [i, value] of segments.entries()) {
    const part = compiled[i];
    if (part === undefined) return null;
    if (part.kind === 'static') {
      if (value.toLowerCase() !== part.value) return null;
    } else {
      if (!satisfies(value, constraints?.[part.name])) return null;
      params[part.name] = value;
    }
  }
  return params;
}

/**
 * Matches a pathname against one pattern (same syntax and tolerance as the route table); returns the decoded
 * params or null.
 */
export function matchPattern(
  pattern: string,
  pathname: string,
  constraints?: Readonly<Record<string, ParamConstraint>>,
): Record<string, string> | null {
  const raw = pathSegments(pathname);
  if (raw === null) return null;
  return matchSegments(compile(pattern), raw.map(decodeSegment), constraints);
}

interface CompiledRow {
  row: RouteRow;
  segments: PatternSegment[];
  staticCount: number;
}

const COMPILED: readonly CompiledRow[] = ROUTE_TABLE.filter((row) => row.seo === undefined).map((row) => {
  const segments = compile(row.pattern);
  return { row, segments, staticCount: segments.filter((s) => s.kind === 'static').length };
});

const SEO_ROWS: ReadonlyMap<SeoShape, RouteRow> = new Map(
  ROUTE_TABLE.flatMap((row) => (row.seo === undefined ? [] : [[row.seo, row] as const])),
);

/** Every non-SEO row the pathname matches, best first (more static segments first, then table order). */
export function matchAllRoutes(pathname: string): RouteMatch[] {
  const raw = pathSegments(pathname);
  if (raw === null) return [];
  const segments = raw.map(decodeSegment);
  const matches: { match: RouteMatch; staticCount: number }[] = [];
  for (const compiled of COMPILED) {
    const params = matchSegments(compiled.segments, segments, compiled.row.constraints);
    if (params) matches.push({ match: { row: compiled.row, params }, staticCount: compiled.staticCount });
  }
  // Array.prototype.sort is stable, so table order breaks ties.
  return matches.sort((a, b) => b.staticCount - a.staticCount).map((m) => m.match);
}

/**
 * The route row a pathname renders, with decoded params, or null. Trailing slashes, a query and a hash are
 * tolerated; static segments match case-insensitively (as React Router does). A single segment that matches no
 * row is tried as an SEO location page (params city, district?, category).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const [best] = matchAllRoutes(pathname);
  if (best) return best;
  const raw = pathSegments(pathname);
  if (raw === null || raw.length !== 1 || raw[0] === undefined) return null;
  const seo = parseSeoSegment(decodeSegment(raw[0]));
  if (!seo) return null;
  const row = SEO_ROWS.get(seo.shape);
  if (!row) return null;
  const params: Record<string, string> = { city: seo.city, category: seo.category };
  if (seo.district !== undefined) params.district = seo.district;
  return { row, params };
}

/**
 * A single path segment containing '-' that matches no row: SPEC §2.2 sends it to '/' (its category part is not
 * an allowed one). A plain unknown word is a normal 404 instead.
 */
export function isInvalidSeoPath(pathname: string): boolean {
  const raw = pathSegments(pathname);
  if (raw === null || raw.length !== 1 || raw[0] === undefined) return false;
  return decodeSegment(raw[0]).includes('-') && matchRoute(pathname) === null;
}

/**
 * Fills a pattern: ':name' params are required, ':name?' optional (an absent optional param drops that segment
 * and the ones after it). Values are URI-encoded. Throws when a required param is missing.
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const out: string[] = [];
  for (const part of compile(pattern)) {
    if (part.kind === 'static') {
      out.push(part.value);
      continue;
    }
    const value = params[part.name];
    if (value === undefined || value === '') {
      if (part.optional) break;
      throw new Error(`Missing route param '${part.name}' for ${pattern}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}
