import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  getHomeCampaignSalons,
  getHomeCategorySalons,
  getHomeMasajSpaSalons,
  getHomeNearbySalons,
  getHomeNewSalons,
  getHomeNightSalons,
  getHomeTrendingSalons,
} from '@salonya/contracts/api-routes';
import { apiTyped } from '@/lib/api-path';

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

type HomeListRoute =
  | typeof getHomeTrendingSalons
  | typeof getHomeCampaignSalons
  | typeof getHomeNewSalons
  | typeof getHomeMasajSpaSalons
  | typeof getHomeCategorySalons
  | typeof getHomeNightSalons
  | typeof getHomeNearbySalons;

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

/** GET /home/{list} → one rail of salon cards and its meta (no total: a rail shows one page). */
export function getHomeSalons(list: HomeList, query: HomeSalonsQuery = {}, signal?: AbortSignal) {
  return apiTyped<HomeListRoute>('GET', `/home/${list}` as const, { query }, { signal });
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
