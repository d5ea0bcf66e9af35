import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminUsersById } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { adminUsersKey } from './get-admin-users';

export const USER_LOAD_FAILED = 'Kullanıcı bilgileri alınamadı';

/** GET /admin/users/{id} → the user with salons, counts and sessions. */
export function getAdminUser(id: number, signal?: AbortSignal) {
  return apiData(getAdminUsersById, { params: { id } }, { signal, fallbackMessage: USER_LOAD_FAILED });
}

export function getAdminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminUsersKey, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });
}

export function useAdminUser(id: number | null) {
  return useQuery({ ...getAdminUserQueryOptions(id ?? 0), enabled: id !== null });
}
