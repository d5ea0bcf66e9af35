import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordData } from '@salonya/contracts/auth';
import { postAuthResetPassword } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export type ResetPasswordResponse = RouteAnswer<typeof postAuthResetPassword>;

export const RESET_PASSWORD_FAILED = 'Şifre güncellenirken hata oluştu';

/** POST /auth/reset-password with the mailed token; an invalid or used token answers 422 errors.token. */
export function resetPassword(data: ResetPasswordData): Promise<ResetPasswordResponse> {
  return api(postAuthResetPassword, { body: data }, { fallbackMessage: RESET_PASSWORD_FAILED });
}

type ResetPasswordOptions = Omit<
  UseMutationOptions<ResetPasswordResponse, ApiError, ResetPasswordData>,
  'mutationFn'
>;

export function useResetPassword(options: ResetPasswordOptions = {}) {
  return useMutation<ResetPasswordResponse, ApiError, ResetPasswordData>({
    ...options,
    mutationFn: resetPassword,
  });
}
