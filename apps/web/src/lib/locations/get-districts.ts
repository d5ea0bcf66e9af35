import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { PROVINCES_TIMEOUT_MS } from '@salonya/domain/constants';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '../api-client';
import type { District } from './types';

/** GET /locations/provinces/{id}/districts (the same 3 s time-out as the provinces), sorted by the API. */
export async function getDistricts(provinceId: number, signal?: AbortSignal): Promise<District[]> {
  const response = await apiClient.get<SuccessEnvelope<District[]>>(
    `/locations/provinces/${provinceId}/districts`,
    { signal, timeoutMs: PROVINCES_TIMEOUT_MS },
  );
  if (!Array.isArray(response.data)) throw new Error(DATA_LOAD_FAILED);
  return response.data;
}

export function getDistrictsQueryOptions(provinceId: number) {
  return queryOptions({
    queryKey: ['locations', 'districts', provinceId] as const,
    queryFn: ({ signal }) => getDistricts(provinceId, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Off until a province is chosen. */
export function useDistricts(provinceId: number | null) {
  return useQuery({ ...getDistrictsQueryOptions(provinceId ?? 0), enabled: provinceId !== null });
}
