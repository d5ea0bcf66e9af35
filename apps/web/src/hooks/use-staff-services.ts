import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffServices } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/**
 * GET /staff/services → the services the salon assigned to the signed-in staff member (with their own lengths).
 * The staff services page and the work-photo form (a photo's service tag) read it (issue 14 item 4): one query key,
 * one cache; saving an own length invalidates it.
 */

export const STAFF_SERVICES_FAILED = 'Hizmetleriniz yüklenemedi';

export const staffServicesQueryKey = ['staff-services'] as const;

export function staffServicesQueryOptions() {
  return queryOptions({
    queryKey: staffServicesQueryKey,
    queryFn: ({ signal }) =>
      apiData(getStaffServices, {}, { signal, fallbackMessage: STAFF_SERVICES_FAILED }),
  });
}

export function useStaffServices() {
  return useQuery(staffServicesQueryOptions());
}
