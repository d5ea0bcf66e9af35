import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope, Specialist } from '../types';

export const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';
export const SPECIALIST_INFO_FAILED = 'Uzman bilgileri alınamadı';

export const specialistQueryKey = (specialistId: number) => ['specialists', 'detail', specialistId] as const;

/** GET /specialists/{salon_staff_id} (public): the specialist with their salon; 404 'Uzman bulunamadı'. */
export async function getSpecialist(specialistId: number, signal?: AbortSignal): Promise<Specialist> {
  const response = await apiClient.get<DataEnvelope<Specialist>>(`/specialists/${specialistId}`, {
    auth: false,
    signal,
    fallbackMessage: SPECIALIST_INFO_FAILED,
  });
  return response.data;
}

export function getSpecialistQueryOptions(specialistId: number) {
  return queryOptions({
    queryKey: specialistQueryKey(specialistId),
    queryFn: ({ signal }) => getSpecialist(specialistId, signal),
  });
}

export function useSpecialist(specialistId: number) {
  return useQuery(getSpecialistQueryOptions(specialistId));
}
