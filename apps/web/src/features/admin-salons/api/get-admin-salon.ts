import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSalonDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { SALON_INFO_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import { adminSalonsKey } from './get-admin-salons';

/** GET /admin/salons/{id} → the salon with owner, counts and status reason. */
export async function getAdminSalon(id: number, signal?: AbortSignal): Promise<AdminSalonDetail> {
  const response = await apiClient.get<SuccessEnvelope<AdminSalonDetail>>(`/admin/salons/${id}`, {
    signal,
    fallbackMessage: SALON_INFO_FAILED,
  });
  return response.data;
}

export function getAdminSalonQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminSalonsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminSalon(id, signal),
  });
}

export function useAdminSalon(id: number | null) {
  return useQuery({ ...getAdminSalonQueryOptions(id ?? 0), enabled: id !== null });
}
