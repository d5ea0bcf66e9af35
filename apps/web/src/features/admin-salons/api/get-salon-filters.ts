import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSalonsFilters } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { adminSalonsKey } from './get-admin-salons';

/** GET /admin/salons/filters → statuses, cities and categories with counts for the list's filters. */
export function getSalonFilters(signal?: AbortSignal) {
  return apiData(getAdminSalonsFilters, {}, { signal });
}

export function getSalonFiltersQueryOptions() {
  return queryOptions({
    queryKey: [...adminSalonsKey, 'filters'] as const,
    queryFn: ({ signal }) => getSalonFilters(signal),
  });
}

export function useSalonFilters() {
  return useQuery(getSalonFiltersQueryOptions());
}
