import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';

export interface ResendVerificationResponse {
  success: true;
  message: string;
}

export const RESEND_VERIFICATION_FAILED = 'Doğrulama bağlantısı gönderilemedi. Lütfen tekrar deneyin.';

/** POST /auth/email/resend (signed in): mails a new verification link. */
export function resendVerification(): Promise<ResendVerificationResponse> {
  return apiClient.post<ResendVerificationResponse>('/auth/email/resend', undefined, {
    fallbackMessage: RESEND_VERIFICATION_FAILED,
  });
}

type ResendVerificationOptions = Omit<
  UseMutationOptions<ResendVerificationResponse, ApiError, void>,
  'mutationFn'
>;

export function useResendVerification(options: ResendVerificationOptions = {}) {
  return useMutation<ResendVerificationResponse, ApiError, void>({
    ...options,
    mutationFn: resendVerification,
  });
}
