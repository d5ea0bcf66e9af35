import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';

export interface ResendVerificationResponse {
  success: true;
  message: string;
}

export const RESEND_VERIFICATION_FAILED = 'Doğrulama e-postası gönderilemedi. Lütfen tekrar deneyin.';

/** POST /auth/email/resend (signed in): mails a new verification link, from the wizard's verification notice. */
export function resendVerification(): Promise<ResendVerificationResponse> {
  return apiClient.post<ResendVerificationResponse>('/auth/email/resend', undefined, {
    fallbackMessage: RESEND_VERIFICATION_FAILED,
  });
}

export function useResendVerification() {
  return useMutation<ResendVerificationResponse, ApiError, void>({ mutationFn: resendVerification });
}
