import { GENDER_FOCUS_LABELS } from '@salonya/domain/format/names';
import { salonSortValues } from '@salonya/domain/catalogue/salon-sort';
import type { GenderFocus, SalonSort } from '../api/search-salons';

/** The filters of the category page, kept in the URL query (so a filtered page can be shared and reloaded). */
export interface SalonFilters {
  city_id?: number;
  gender_focus?: GenderFocus;
  rating?: number;
  sort_by?: SalonSort;
}

export const GENDER_OPTIONS: readonly { value: GenderFocus; label: string }[] = (
  ['female', 'male', 'unisex'] as const
).map((value) => ({ value, label: GENDER_FOCUS_LABELS[value] }));

export const RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;

/** 'distance' needs the visitor's coordinates, which the category page does not ask for. */
export const SORT_OPTIONS: readonly { value: SalonSort; label: string }[] = [
  { value: 'relevance', label: 'Önerilen' },
  { value: 'rating', label: 'En yüksek puan' },
  { value: 'price_asc', label: 'Fiyat: düşükten yükseğe' },
  { value: 'price_desc', label: 'Fiyat: yüksekten düşüğe' },
  { value: 'newest', label: 'En yeni' },
];

function positiveInt(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** `page` from the query: a whole number from 1, else 1. */
export function readPage(search: URLSearchParams): number {
  return positiveInt(search.get('page'), 10_000) ?? 1;
}

/** The filters in the query; values the API would reject are ignored. */
export function readSalonFilters(search: URLSearchParams): SalonFilters {
  const filters: SalonFilters = {};
  const cityId = positiveInt(search.get('city_id'), 81);
  if (cityId !== undefined) filters.city_id = cityId;
  const gender = GENDER_OPTIONS.find((o) => o.value === search.get('gender_focus'));
  if (gender !== undefined) filters.gender_focus = gender.value;
  const rating = RATING_OPTIONS.find((r) => String(r) === search.get('rating'));
  if (rating !== undefined) filters.rating = rating;
  const sort = salonSortValues.find((s) => s === search.get('sort_by') && s !== 'distance');
  if (sort !== undefined && sort !== 'relevance') filters.sort_by = sort;
  return filters;
}

/**
 * The query after changing filters: the given keys set (undefined removes one) and the page reset to 1, other
 * parameters kept.
 */
export function withFilters(search: URLSearchParams, changes: Partial<Record<keyof SalonFilters, unknown>>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

/** The query of another page (page 1 has no parameter). */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

export function hasActiveFilters(filters: SalonFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
