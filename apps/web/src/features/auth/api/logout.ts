import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { postAuthLogout } from '@salonya/contracts/api-routes';
import { apiTyped } from '@/lib/api-path';
import type { RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export type LogoutResponse = RouteAnswer<typeof postAuthLogout>;

/**
 * POST /auth/logout (no body): revokes the current token on the server. The header's user menu of the public pages
 * sends it, so it is typed from the contract without loading zod (lib/api-path.ts).
 */
export function logout(): Promise<LogoutResponse> {
  return apiTyped<typeof postAuthLogout>('POST', '/auth/logout', {});
}

type LogoutOptions = Omit<UseMutationOptions<LogoutResponse, ApiError, void>, 'mutationFn'>;

/**
 * 'Çıkış Yap' everywhere (header user menu, area shells, admin page). The local session and every cached query
 * are cleared whether or not the server call succeeds (an expired token answers 401, a network failure must not
 * keep the user logged in on this device); then the caller's `onSettled` runs (where to go next).
 */
export function useLogout(options: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = options;
  return useMutation<LogoutResponse, ApiError, void>({
    ...rest,
    mutationFn: logout,
    onSettled: (...args) => {
      clearSession();
      queryClient.clear();
      return onSettled?.(...args);
    },
  });
}
