import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope, SalonService } from '../types';
import { specialistQueryKey } from './get-specialist';
import { SALON_SERVICES_FAILED } from './get-salon-services';

/** GET /specialists/{id}/services (public): the salon services this specialist performs. */
export async function getSpecialistServices(
  specialistId: number,
  signal?: AbortSignal,
): Promise<SalonService[]> {
  const response = await apiClient.get<DataEnvelope<SalonService[]>>(
    `/specialists/${specialistId}/services`,
    {
      auth: false,
      signal,
      fallbackMessage: SALON_SERVICES_FAILED,
    },
  );
  return response.data;
}

export function getSpecialistServicesQueryOptions(specialistId: number) {
  return queryOptions({
    queryKey: [...specialistQueryKey(specialistId), 'services'] as const,
    queryFn: ({ signal }) => getSpecialistServices(specialistId, signal),
  });
}

export function useSpecialistServices(specialistId: number) {
  return useQuery(getSpecialistServicesQueryOptions(specialistId));
}
