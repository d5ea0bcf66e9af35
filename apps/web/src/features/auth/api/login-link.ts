import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthResponse, LoginLinkData, LoginLinkSignInData } from '@salonya/contracts/auth';
import { postAuthLoginLink, postAuthLoginLinkSignIn } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { startSession } from '../utils/start-session';

export type LoginLinkResponse = RouteAnswer<typeof postAuthLoginLink>;

export const LOGIN_LINK_FAILED = 'Giriş bağlantısı gönderilemedi. Lütfen tekrar deneyin.';
export const LOGIN_LINK_SIGN_IN_FAILED =
  'Giriş bağlantısıyla giriş yapılamadı. Lütfen yeni bir bağlantı isteyin.';

/** POST /auth/login-link: answers the same whether or not the account exists; the mail holds a one-time link. */
export function requestLoginLink(data: LoginLinkData): Promise<LoginLinkResponse> {
  return api(postAuthLoginLink, { body: data }, { fallbackMessage: LOGIN_LINK_FAILED });
}

export function useRequestLoginLink(
  options: Omit<UseMutationOptions<LoginLinkResponse, ApiError, LoginLinkData>, 'mutationFn'> = {},
) {
  return useMutation<LoginLinkResponse, ApiError, LoginLinkData>({
    ...options,
    mutationFn: requestLoginLink,
  });
}

/** POST /auth/login-link/sign-in: the mailed link's token → token and user (once). */
export function signInWithLink(data: LoginLinkSignInData): Promise<AuthResponse> {
  return api(postAuthLoginLinkSignIn, { body: data }, { fallbackMessage: LOGIN_LINK_SIGN_IN_FAILED });
}

export function useSignInWithLink(
  options: Omit<UseMutationOptions<AuthResponse, ApiError, LoginLinkSignInData>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<AuthResponse, ApiError, LoginLinkSignInData>({
    ...rest,
    mutationFn: signInWithLink,
    onSuccess: (response, ...args) => {
      startSession(queryClient, response);
      return onSuccess?.(response, ...args);
    },
  });
}
