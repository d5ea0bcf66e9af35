import type { AdminUserDetail, DeactivateUserRequest } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useUserAction } from './use-user-action';

export const DEACTIVATE_FAILED = 'Kullanıcı devre dışı bırakılamadı';

/** POST /admin/users/{id}/deactivate with a reason: the user can no longer sign in (every token revoked). */
export function deactivateUser({ id, ...body }: DeactivateUserRequest & { id: number }) {
  return apiClient.post<SuccessEnvelope<AdminUserDetail>>(`/admin/users/${id}/deactivate`, body, {
    fallbackMessage: DEACTIVATE_FAILED,
  });
}

export function useDeactivateUser() {
  return useUserAction(deactivateUser);
}
