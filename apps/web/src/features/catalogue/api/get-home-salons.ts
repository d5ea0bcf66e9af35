import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import type { SalonCard } from './types';
import { readListEnvelope } from './read-envelope';

/** The seven special lists of the home page (SPEC §2.1, §7.4), each its own GET /home/{list}. */
export const HOME_LISTS = [
  'trending-salons',
  'campaign-salons',
  'new-salons',
  'masaj-spa-salons',
  'category-salons',
  'night-salons',
  'nearby-salons',
] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** Query of a home list (SPEC §7.4); nearby-salons needs latitude and longitude, else it answers []. */
export interface HomeSalonsQuery {
  limit?: number;
  city_id?: number;
  district_id?: number;
  latitude?: number;
  longitude?: number;
  /** category-salons only (default pet on the server). */
  category_name?: string;
}

export interface HomeSalonsResponse {
  success: true;
  data: SalonCard[];
  meta: { count: number; limit: number };
}

/** GET /home/{list} → one rail of salon cards (no total: a rail shows one page). */
export async function getHomeSalons(
  list: HomeList,
  query: HomeSalonsQuery = {},
  signal?: AbortSignal,
): Promise<HomeSalonsResponse> {
  const response = await apiClient.get<unknown>(`/home/${list}${toQueryString({ ...query })}`, { signal });
  return readListEnvelope<HomeSalonsResponse>(response);
}

export function getHomeSalonsQueryOptions(list: HomeList, query: HomeSalonsQuery = {}) {
  return queryOptions({
    queryKey: ['catalogue', 'home', list, query] as const,
    queryFn: ({ signal }) => getHomeSalons(list, query, signal),
  });
}

export function useHomeSalons(list: HomeList, query: HomeSalonsQuery = {}, { enabled = true } = {}) {
  return useQuery({ ...getHomeSalonsQueryOptions(list, query), enabled, placeholderData: keepPreviousData });
}
