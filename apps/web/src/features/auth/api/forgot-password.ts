import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ForgotPasswordData } from '@salonya/contracts/auth';
import { postAuthForgotPassword } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export type ForgotPasswordResponse = RouteAnswer<typeof postAuthForgotPassword>;

export const FORGOT_PASSWORD_FAILED = 'Şifre sıfırlama bağlantısı gönderilemedi. Lütfen tekrar deneyin.';

/** POST /auth/forgot-password: answers the same whether or not the account exists (no enumeration). */
export function forgotPassword(data: ForgotPasswordData): Promise<ForgotPasswordResponse> {
  return api(postAuthForgotPassword, { body: data }, { fallbackMessage: FORGOT_PASSWORD_FAILED });
}

type ForgotPasswordOptions = Omit<
  UseMutationOptions<ForgotPasswordResponse, ApiError, ForgotPasswordData>,
  'mutationFn'
>;

export function useForgotPassword(options: ForgotPasswordOptions = {}) {
  return useMutation<ForgotPasswordResponse, ApiError, ForgotPasswordData>({
    ...options,
    mutationFn: forgotPassword,
  });
}
