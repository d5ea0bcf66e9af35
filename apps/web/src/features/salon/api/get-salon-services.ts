import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope, SalonService } from '../types';
import { salonQueryKey } from './get-salon';

export const SALON_SERVICES_FAILED = 'Hizmetler yüklenemedi';

/** GET /salons/{id}/services (public). */
export async function getSalonServices(salonId: number, signal?: AbortSignal): Promise<SalonService[]> {
  const response = await apiClient.get<DataEnvelope<SalonService[]>>(`/salons/${salonId}/services`, {
    auth: false,
    signal,
    fallbackMessage: SALON_SERVICES_FAILED,
  });
  return response.data;
}

export function getSalonServicesQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...salonQueryKey(salonId), 'services'] as const,
    queryFn: ({ signal }) => getSalonServices(salonId, signal),
  });
}

export function useSalonServices(salonId: number) {
  return useQuery(getSalonServicesQueryOptions(salonId));
}
