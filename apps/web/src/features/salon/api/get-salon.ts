import { queryOptions, useQuery } from '@tanstack/react-query';
import { SALON_INFO_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope, SalonDetail } from '../types';

export const salonQueryKey = (salonId: number) => ['salons', 'detail', salonId] as const;

/** GET /salons/{id}: public and sent without the Authorization header (SPEC §7.3). 404 'Salon bulunamadı'. */
export async function getSalon(salonId: number, signal?: AbortSignal): Promise<SalonDetail> {
  const response = await apiClient.get<DataEnvelope<SalonDetail>>(`/salons/${salonId}`, {
    auth: false,
    signal,
    fallbackMessage: SALON_INFO_FAILED,
  });
  return response.data;
}

export function getSalonQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: salonQueryKey(salonId),
    queryFn: ({ signal }) => getSalon(salonId, signal),
  });
}

export function useSalon(salonId: number) {
  return useQuery(getSalonQueryOptions(salonId));
}
