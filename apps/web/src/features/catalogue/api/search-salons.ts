import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getSalonsSearch } from '@salonya/contracts/api-routes';
import type { salonSortValues } from '@salonya/contracts/catalogue';
import { apiTyped } from '@/lib/api-path';
import type { SalonCard } from './types';

export type SalonSort = (typeof salonSortValues)[number];
export type GenderFocus = SalonCard['gender_focus'];

/** The GET /salons/search filters the catalogue screens use (SPEC §7.4). */
export interface SalonSearchQuery {
  q?: string;
  /** Category id, slug or code. */
  category?: string | number;
  categories?: string;
  city_id?: number;
  district_id?: number;
  gender_focus?: GenderFocus;
  rating?: number;
  sort_by?: SalonSort;
  page?: number;
  per_page?: number;
}

/** GET /salons/search → one page of salon cards and the page meta. */
export function searchSalons(query: SalonSearchQuery, signal?: AbortSignal) {
  return apiTyped<typeof getSalonsSearch>('GET', '/salons/search', { query }, { signal });
}

export function getSalonSearchQueryOptions(query: SalonSearchQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'salon-search', query] as const,
    queryFn: ({ signal }) => searchSalons(query, signal),
  });
}

/** Keeps the previous page on screen while the next one loads (pagination, filter changes). */
export function useSalonSearch(query: SalonSearchQuery, { enabled = true } = {}) {
  return useQuery({ ...getSalonSearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
