import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope, StaffMember } from '../types';
import { salonQueryKey } from './get-salon';

export const SALON_STAFF_FAILED = 'Uzmanlar yüklenemedi';

/** GET /salons/{id}/staff (public): the active specialists. */
export async function getSalonStaff(salonId: number, signal?: AbortSignal): Promise<StaffMember[]> {
  const response = await apiClient.get<DataEnvelope<StaffMember[]>>(`/salons/${salonId}/staff`, {
    auth: false,
    signal,
    fallbackMessage: SALON_STAFF_FAILED,
  });
  return response.data;
}

export function getSalonStaffQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...salonQueryKey(salonId), 'staff'] as const,
    queryFn: ({ signal }) => getSalonStaff(salonId, signal),
  });
}

export function useSalonStaff(salonId: number) {
  return useQuery(getSalonStaffQueryOptions(salonId));
}
