import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthResponse, LoginData } from '@salonya/contracts/auth';
import { LOGIN_FAILED } from '@salonya/domain/messages';
import { postAuthLogin } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { startSession } from '../utils/start-session';

/** POST /auth/login: credentials (already parsed by loginRequestSchema) → token and user. */
export function login(data: LoginData): Promise<AuthResponse> {
  return api(postAuthLogin, { body: data }, { fallbackMessage: LOGIN_FAILED });
}

type LoginOptions = Omit<UseMutationOptions<AuthResponse, ApiError, LoginData>, 'mutationFn'>;

/** Logs in and stores the session; where to go next is the caller's decision. */
export function useLogin(options: LoginOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<AuthResponse, ApiError, LoginData>({
    ...rest,
    mutationFn: login,
    onSuccess: (response, ...args) => {
      startSession(queryClient, response);
      return onSuccess?.(response, ...args);
    },
  });
}
