import type { SearchLocation, UnifiedSearchFilters } from '@salonya/contracts/search';
import { unifiedSortValues, type UnifiedSort } from '@salonya/domain/search/sort';
import { SEARCH_MIN_QUERY_LENGTH, SEARCH_PAGE_SIZE, type SearchContext } from '@salonya/domain/constants';
import type { Coordinates } from '@/lib/locations/types';
import { isNearMe, type UserLocation } from '@/lib/locations/user-location';

/**
 * The /arama address (SPEC §2.1: q, date, city_id, district_id, location; plus our filters, sort, page and view).
 * `location=yakinimda` means "near me" (the visitor's own stored position, never written into the URL); any
 * other `location` text is a place name, read by the API like a place typed into the query.
 */

export const NEAR_ME_PARAM = 'yakinimda';
export type GenderFocus = 'female' | 'male' | 'unisex';
export type ResultsView = 'list' | 'map';

export interface SearchPageParams {
  q: string;
  date?: string;
  city_id?: number;
  district_id?: number;
  location?: string;
  categories?: string[];
  gender_focus?: GenderFocus;
  rating?: number;
  min_price?: number;
  max_price?: number;
  open_now?: boolean;
  distance?: number;
  sort_by?: UnifiedSort;
  page: number;
  view: ResultsView;
}

/** The filter keys the panel changes (cleared together by 'Filtreleri temizle'). */
export const FILTER_KEYS = [
  'date',
  'categories',
  'gender_focus',
  'rating',
  'min_price',
  'max_price',
  'open_now',
  'distance',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const GENDER_VALUES: readonly GenderFocus[] = ['female', 'male', 'unisex'];
export const RATING_VALUES = [4.5, 4, 3.5, 3] as const;
export const DISTANCE_VALUES = [1, 3, 5, 10, 25] as const;

function int(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function isIsoDate(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The parameters of the address; values the API would reject are ignored (never a 422 from a typed URL). */
export function readSearchParams(search: URLSearchParams): SearchPageParams {
  const params: SearchPageParams = {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    page: int(search.get('page'), 1, 10_000) ?? 1,
    view: search.get('view') === 'map' ? 'map' : 'list',
  };
  const date = search.get('date');
  if (isIsoDate(date)) params.date = date;
  const cityId = int(search.get('city_id'), 1, 81);
  if (cityId !== undefined) params.city_id = cityId;
  const districtId = int(search.get('district_id'), 1, 1_000_000);
  if (districtId !== undefined && cityId !== undefined) params.district_id = districtId;
  const location = (search.get('location') ?? '').trim().slice(0, 64);
  if (location !== '') params.location = location;
  const categories = (search.get('categories') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => /^[a-z0-9_-]{1,40}$/i.test(c))
    .slice(0, 20);
  if (categories.length > 0) params.categories = categories;
  const gender = GENDER_VALUES.find((g) => g === search.get('gender_focus'));
  if (gender !== undefined) params.gender_focus = gender;
  const rating = RATING_VALUES.find((r) => String(r) === search.get('rating'));
  if (rating !== undefined) params.rating = rating;
  const minPrice = int(search.get('min_price'), 0, 1_000_000);
  const maxPrice = int(search.get('max_price'), 0, 1_000_000);
  if (minPrice !== undefined) params.min_price = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || maxPrice >= minPrice)) params.max_price = maxPrice;
  if (search.get('open_now') === 'true' || search.get('open_now') === '1') params.open_now = true;
  const nearMe = params.location === NEAR_ME_PARAM;
  const distance = DISTANCE_VALUES.find((d) => String(d) === search.get('distance'));
  if (distance !== undefined && nearMe) params.distance = distance;
  const sort = unifiedSortValues.find((s) => s === search.get('sort_by'));
  if (sort !== undefined && (sort !== 'distance' || nearMe)) params.sort_by = sort;
  return params;
}

/** The POST /unified-search body the results page sends (a valid `UnifiedSearchRequestInput`). */
export interface UnifiedSearchBody {
  query: string;
  context: SearchContext;
  location?: SearchLocation;
  filters?: UnifiedSearchFilters;
  pagination: { page: number; limit: number };
  include: { suggestions: boolean; results: boolean; analytics: boolean };
}

export type SearchParamChanges = Partial<Record<keyof SearchPageParams, string | number | boolean | null>>;

/**
 * The address after `changes` (null or '' removes a key); the page goes back to 1 unless it is the change.
 */
export function withSearchChanges(search: URLSearchParams, changes: SearchParamChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '' || value === false) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('view') === 'list') next.delete('view');
  return next;
}

/** city_id / district_id / location of a stored User location (all removed for all of Türkiye). */
export function locationParams(location: UserLocation | null): {
  city_id: number | null;
  district_id: number | null;
  location: string | null;
} {
  if (location === null) return { city_id: null, district_id: null, location: null };
  if (isNearMe(location)) return { city_id: null, district_id: null, location: NEAR_ME_PARAM };
  return {
    city_id: location.city_id,
    district_id: location.type === 'district' ? (location.district_id ?? null) : null,
    location: null,
  };
}

/** /arama?q=…&city_id=… for a search typed in a box; `base` keeps the results page's other parameters. */
export function searchHref(query: string, location: UserLocation | null, base?: URLSearchParams): string {
  const next = withSearchChanges(base ?? new URLSearchParams(), {
    q: query.trim(),
    ...locationParams(location),
  });
  const text = next.toString();
  return text === '' ? '/arama' : `/arama?${text}`;
}

/** SPEC §5: under 2 characters after trimming, the text is not searched for. */
export function effectiveQuery(q: string): string {
  const trimmed = q.trim();
  return trimmed.length >= SEARCH_MIN_QUERY_LENGTH ? trimmed : '';
}

/**
 * The POST /unified-search body of a results page (SPEC §7.4). Near me sends the device position (and sorts by
 * distance unless another order is chosen); empty filters are left out (SPEC §5).
 */
export function buildUnifiedRequest(
  params: SearchPageParams,
  context: SearchContext,
  nearMe: Coordinates | null,
): UnifiedSearchBody {
  const usesNearMe = params.location === NEAR_ME_PARAM && nearMe !== null;
  const placeText = params.location !== undefined && params.location !== NEAR_ME_PARAM ? params.location : '';
  const query = [effectiveQuery(params.q), placeText].filter((part) => part !== '').join(' ');

  const location: SearchLocation = {};
  if (params.city_id !== undefined) location.city_id = params.city_id;
  if (params.district_id !== undefined) location.district_id = params.district_id;
  if (usesNearMe) {
    location.latitude = nearMe.latitude;
    location.longitude = nearMe.longitude;
  }

  const filters: UnifiedSearchFilters = {};
  if (params.date !== undefined) filters.date = params.date;
  if (params.categories !== undefined) filters.categories = params.categories;
  if (params.gender_focus !== undefined) filters.gender_focus = params.gender_focus;
  if (params.rating !== undefined) filters.rating = params.rating;
  if (params.min_price !== undefined) filters.min_price = params.min_price;
  if (params.max_price !== undefined) filters.max_price = params.max_price;
  if (params.open_now === true) filters.open_now = true;
  if (usesNearMe && params.distance !== undefined) filters.distance = params.distance;
  const sort = params.sort_by ?? (usesNearMe ? 'distance' : undefined);
  if (sort !== undefined && sort !== 'relevance' && (sort !== 'distance' || usesNearMe))
    filters.sort_by = sort;

  const body: UnifiedSearchBody = {
    query,
    context,
    pagination: { page: params.page, limit: SEARCH_PAGE_SIZE },
    include: { suggestions: true, results: true, analytics: false },
  };
  if (Object.keys(location).length > 0) body.location = location;
  if (Object.keys(filters).length > 0) body.filters = filters;
  return body;
}
