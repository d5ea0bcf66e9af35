import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { PROVINCES_TIMEOUT_MS } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';
import type { Province } from './types';
import { readData, isList } from './read-envelope';

/** GET /locations/provinces (SPEC §7.3, 3 s time-out) → the 81 provinces with their coordinates. */
export async function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  const response = await apiClient.get<SuccessEnvelope<Province[]>>('/locations/provinces', {
    signal,
    timeoutMs: PROVINCES_TIMEOUT_MS,
  });
  return readData(response, isList);
}

export function getProvincesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'provinces'] as const,
    queryFn: ({ signal }) => getProvinces(signal),
    // The list of provinces does not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useProvinces() {
  return useQuery(getProvincesQueryOptions());
}
