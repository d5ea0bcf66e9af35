import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getLocationsProvincesDistricts } from '@salonya/contracts/api-routes';
import { PROVINCES_TIMEOUT_MS } from '@salonya/domain/constants';
import { apiDataTyped } from '../api-path';

/** GET /locations/provinces/{id}/districts (the same 3 s time-out as the provinces), sorted by the API. */
export function getDistricts(provinceId: number, signal?: AbortSignal) {
  return apiDataTyped<typeof getLocationsProvincesDistricts>(
    'GET',
    '/locations/provinces/:id/districts',
    { params: { id: provinceId } },
    { signal, timeoutMs: PROVINCES_TIMEOUT_MS },
  );
}

export const districtsQueryKey = (provinceId: number) => ['locations', 'districts', provinceId] as const;

export function getDistrictsQueryOptions(provinceId: number) {
  return queryOptions({
    queryKey: districtsQueryKey(provinceId),
    queryFn: ({ signal }) => getDistricts(provinceId, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Off until a province is chosen. */
export function useDistricts(provinceId: number | null) {
  return useQuery({ ...getDistrictsQueryOptions(provinceId ?? 0), enabled: provinceId !== null });
}
