import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSalonsById } from '@salonya/contracts/api-routes';
import { SALON_INFO_FAILED } from '@salonya/domain/messages';
import { apiData } from '@/lib/api';
import { adminSalonsKey } from './get-admin-salons';

/** GET /admin/salons/{id} → the salon with owner, counts and status reason. */
export function getAdminSalon(id: number, signal?: AbortSignal) {
  return apiData(getAdminSalonsById, { params: { id } }, { signal, fallbackMessage: SALON_INFO_FAILED });
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
