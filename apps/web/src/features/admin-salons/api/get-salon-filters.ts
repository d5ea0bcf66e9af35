import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalonFilters } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { adminSalonsKey } from './get-admin-salons';

/** GET /admin/salons/filters → statuses, cities and categories with counts for the list's filters. */
export async function getSalonFilters(signal?: AbortSignal): Promise<SalonFilters> {
  const response = await apiClient.get<SuccessEnvelope<SalonFilters>>('/admin/salons/filters', { signal });
  return response.data;
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
