import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ForgotPasswordData } from '@salonya/contracts/auth';
import { apiClient, type ApiError } from '@/lib/api-client';

export interface ForgotPasswordResponse {
  success: true;
  message: string;
}

export const FORGOT_PASSWORD_FAILED = 'Şifre sıfırlama bağlantısı gönderilemedi. Lütfen tekrar deneyin.';

/** POST /auth/forgot-password: answers the same whether or not the account exists (no enumeration). */
export function forgotPassword(data: ForgotPasswordData): Promise<ForgotPasswordResponse> {
  return apiClient.post<ForgotPasswordResponse>('/auth/forgot-password', data, {
    fallbackMessage: FORGOT_PASSWORD_FAILED,
  });
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
