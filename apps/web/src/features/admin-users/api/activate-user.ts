import { postAdminUsersActivate } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useUserAction } from './use-user-action';

export const ACTIVATE_USER_FAILED = 'Kullanıcı etkinleştirilemedi';

/** POST /admin/users/{id}/activate. */
export function activateUser(id: number) {
  return api(postAdminUsersActivate, { params: { id } }, { fallbackMessage: ACTIVATE_USER_FAILED });
}

export function useActivateUser() {
  return useUserAction(activateUser);
}
