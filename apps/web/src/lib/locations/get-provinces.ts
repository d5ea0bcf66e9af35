import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { PROVINCES_TIMEOUT_MS } from '@salonya/domain/constants';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '../api-client';
import type { Province } from './types';

/** GET /locations/provinces (SPEC §7.3, 3 s time-out) → the 81 provinces with their coordinates. */
export async function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  const response = await apiClient.get<SuccessEnvelope<Province[]>>('/locations/provinces', {
    signal,
    timeoutMs: PROVINCES_TIMEOUT_MS,
  });
  if (!Array.isArray(response.data)) throw new Error(DATA_LOAD_FAILED);
  return response.data;
}

export function getProvincesQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'provinces'] as const,
    queryFn: ({ signal }) => getProvinces(signal),
    // The list of provinces does not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useProvinces() {
  return useQuery(getProvincesQueryOptions());
}
