import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getLocationsProvinces } from '@salonya/contracts/api-routes';
import { PROVINCES_TIMEOUT_MS } from '@salonya/domain/constants';
import { apiDataTyped } from '../api-path';

/**
 * GET /locations/provinces (SPEC §7.3, 3 s time-out) → the 81 provinces with their coordinates. Public pages read it
 * (the location picker), so it is typed from the contract without loading zod (lib/api-path.ts).
 */
export function getProvinces(signal?: AbortSignal) {
  return apiDataTyped<typeof getLocationsProvinces>(
    'GET',
    '/locations/provinces',
    {},
    { signal, timeoutMs: PROVINCES_TIMEOUT_MS },
  );
}

/** The one query key of the provinces (issue 14 item 4): every screen that lists them shares this cache. */
export const provincesQueryKey = ['locations', 'provinces'] as const;

export function getProvincesQueryOptions() {
  return queryOptions({
    queryKey: provincesQueryKey,
    queryFn: ({ signal }) => getProvinces(signal),
    // The list of provinces does not change while the page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useProvinces() {
  return useQuery(getProvincesQueryOptions());
}
