import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { postAuthEmailResend } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

/**
 * POST /auth/email/resend (signed in): mails a new verification link. The sign-in screens and the booking wizard's
 * verification notice both send it (issue 14 item 4: one hook per endpoint); each screen names its own failure.
 */
export type ResendVerificationAnswer = RouteAnswer<typeof postAuthEmailResend>;

type Options = Omit<UseMutationOptions<ResendVerificationAnswer, ApiError, void>, 'mutationFn'>;

export function useResendVerification(fallbackMessage: string, options: Options = {}) {
  return useMutation<ResendVerificationAnswer, ApiError, void>({
    ...options,
    mutationFn: () => api(postAuthEmailResend, {}, { fallbackMessage }),
  });
}
