import type { AdminUserDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useUserAction } from './use-user-action';

export const ACTIVATE_USER_FAILED = 'Kullanıcı etkinleştirilemedi';

/** POST /admin/users/{id}/activate. */
export function activateUser(id: number) {
  return apiClient.post<SuccessEnvelope<AdminUserDetail>>(`/admin/users/${id}/activate`, undefined, {
    fallbackMessage: ACTIVATE_USER_FAILED,
  });
}

export function useActivateUser() {
  return useUserAction(activateUser);
}
