import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Place } from './get-provinces';

interface PlacesResponse {
  success: true;
  data: Place[];
}

export const DISTRICTS_FAILED = 'İlçeler yüklenemedi';

/** GET /locations/provinces/{id}/districts, sorted by name. */
export async function getDistricts(provinceId: number, signal?: AbortSignal): Promise<Place[]> {
  const response = await apiClient.get<PlacesResponse>(`/locations/provinces/${provinceId}/districts`, {
    auth: false,
    signal,
    fallbackMessage: DISTRICTS_FAILED,
  });
  return response.data
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

export function getDistrictsQueryOptions(provinceId: number) {
  return queryOptions({
    queryKey: ['salon-application', 'districts', provinceId] as const,
    queryFn: ({ signal }) => getDistricts(provinceId, signal),
    staleTime: Infinity,
  });
}

/** Off until a province is chosen. */
export function useDistricts(provinceId: number | null) {
  return useQuery({ ...getDistrictsQueryOptions(provinceId ?? 0), enabled: provinceId !== null });
}
