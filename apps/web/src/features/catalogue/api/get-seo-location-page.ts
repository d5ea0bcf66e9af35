import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getSeoLocationPage as seoLocationPageRoute } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

/** The place and category of an SEO location page (SPEC §2.2, as parsed by the domain) plus the page. */
export interface SeoLocationQuery {
  city: string;
  district?: string | undefined;
  category: string;
  page?: number;
  per_page?: number;
}

/** GET /seo/location-page → H1, intro, SEO meta and one page of salons; 404 for an unknown place or category. */
export function getSeoLocationPage(query: SeoLocationQuery, signal?: AbortSignal) {
  return apiDataTyped<typeof seoLocationPageRoute>('GET', '/seo/location-page', { query }, { signal });
}

export function getSeoLocationPageQueryOptions(query: SeoLocationQuery) {
  return queryOptions({
    queryKey: ['catalogue', 'seo-location-page', query] as const,
    queryFn: ({ signal }) => getSeoLocationPage(query, signal),
  });
}

export function useSeoLocationPage(query: SeoLocationQuery) {
  return useQuery({ ...getSeoLocationPageQueryOptions(query), placeholderData: keepPreviousData });
}
