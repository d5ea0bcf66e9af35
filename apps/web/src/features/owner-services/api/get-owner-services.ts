import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsServices } from '@salonya/contracts/api-routes';
import type { OwnerServiceList } from '@salonya/contracts/owner-services';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiData } from '@/lib/api';

/** The queries of one salon's owner screens start with this key: a service write invalidates all of them. */
export const ownerSalonKey = (salonId: number) => ['owner', 'salons', salonId] as const;
export const ownerServicesKey = (salonId: number) => [...ownerSalonKey(salonId), 'services'] as const;

/** GET /salon-owner/salons/{salonId}/services: the salon's services (archived ones on request) and categories. */
export function getOwnerServices(
  salonId: number,
  includeArchived: boolean,
  signal?: AbortSignal,
): Promise<OwnerServiceList> {
  return apiData(
    getSalonOwnerSalonsServices,
    { params: { salonId }, query: { include_archived: includeArchived ? 'true' : undefined } },
    { signal, fallbackMessage: DATA_LOAD_FAILED },
  );
}

export const getOwnerServicesQueryOptions = (salonId: number, includeArchived: boolean) =>
  queryOptions({
    queryKey: [...ownerServicesKey(salonId), { includeArchived }] as const,
    queryFn: ({ signal }) => getOwnerServices(salonId, includeArchived, signal),
  });

export function useOwnerServices(salonId: number, includeArchived: boolean) {
  return useQuery(getOwnerServicesQueryOptions(salonId, includeArchived));
}
