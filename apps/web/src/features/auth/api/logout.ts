import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export interface LogoutResponse {
  success: true;
  message: string;
}

/** POST /auth/logout (no body): revokes the current token on the server. */
export function logout(): Promise<LogoutResponse> {
  return apiClient.post<LogoutResponse>('/auth/logout');
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
