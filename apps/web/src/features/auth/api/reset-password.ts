import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordData } from '@salonya/contracts/auth';
import { apiClient, type ApiError } from '@/lib/api-client';

export interface ResetPasswordResponse {
  success: true;
  message: string;
}

export const RESET_PASSWORD_FAILED = 'Şifre güncellenirken hata oluştu';

/** POST /auth/reset-password with the mailed token; an invalid or used token answers 422 errors.token. */
export function resetPassword(data: ResetPasswordData): Promise<ResetPasswordResponse> {
  return apiClient.post<ResetPasswordResponse>('/auth/reset-password', data, {
    fallbackMessage: RESET_PASSWORD_FAILED,
  });
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
