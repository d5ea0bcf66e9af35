import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';

export const USER_LOAD_FAILED = 'Kullanıcı bilgileri alınamadı';

/** GET /admin/users/{id} → the user with salons, counts and sessions. */
export async function getAdminUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  const response = await apiClient.get<SuccessEnvelope<AdminUserDetail>>(`/admin/users/${id}`, {
    signal,
    fallbackMessage: USER_LOAD_FAILED,
  });
  return response.data;
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
