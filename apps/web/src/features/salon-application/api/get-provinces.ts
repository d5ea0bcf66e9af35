import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROVINCES_TIMEOUT_MS } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';

export interface Place {
  id: number;
  name: string;
}

interface PlacesResponse {
  success: true;
  data: Place[];
}

export const PROVINCES_FAILED = 'İller yüklenemedi';

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'tr');

/** GET /locations/provinces (SPEC §7.3: 3 s time-out), sorted by name. */
export async function getProvinces(signal?: AbortSignal): Promise<Place[]> {
  const response = await apiClient.get<PlacesResponse>('/locations/provinces', {
    auth: false,
    signal,
    timeoutMs: PROVINCES_TIMEOUT_MS,
    fallbackMessage: PROVINCES_FAILED,
  });
  return response.data.map(({ id, name }) => ({ id, name })).sort(byName);
}

export function getProvincesQueryOptions() {
  return queryOptions({
    queryKey: ['salon-application', 'provinces'] as const,
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Infinity,
  });
}

export function useProvinces() {
  return useQuery(getProvincesQueryOptions());
}
