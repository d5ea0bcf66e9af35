import type { DeactivateUserRequest } from '@salonya/contracts/admin';
import { postAdminUsersDeactivate } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useUserAction } from './use-user-action';

export const DEACTIVATE_FAILED = 'Kullanıcı devre dışı bırakılamadı';

/** POST /admin/users/{id}/deactivate with a reason: the user can no longer sign in (every token revoked). */
export function deactivateUser({ id, ...body }: DeactivateUserRequest & { id: number }) {
  return api(postAdminUsersDeactivate, { params: { id }, body }, { fallbackMessage: DEACTIVATE_FAILED });
}

export function useDeactivateUser() {
  return useUserAction(deactivateUser);
}
