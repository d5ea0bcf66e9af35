import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSpecialistsServices } from '@salonya/contracts/api-routes';
import { SALON_SERVICES_FAILED } from '@/hooks/use-public-salon';
import { apiDataTyped } from '@/lib/api-path';
import { specialistQueryKey } from './get-specialist';

/** GET /specialists/{id}/services (public): the salon services this specialist performs. */
export function getSpecialistServicesQueryOptions(specialistId: number) {
  return queryOptions({
    queryKey: [...specialistQueryKey(specialistId), 'services'] as const,
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getSpecialistsServices>(
        'GET',
        '/specialists/:id/services',
        { params: { id: specialistId } },
        { auth: false, signal, fallbackMessage: SALON_SERVICES_FAILED },
      ),
  });
}

export function useSpecialistServices(specialistId: number) {
  return useQuery(getSpecialistServicesQueryOptions(specialistId));
}
