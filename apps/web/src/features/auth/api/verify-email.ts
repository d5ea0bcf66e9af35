import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { VerifyEmailData } from '@salonya/contracts/auth';
import { postAuthEmailVerify } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { getStoredUser, keepSessionFlags, profileQueryKey, updateStoredUser } from '@/lib/session';

export type VerifyEmailResponse = RouteAnswer<typeof postAuthEmailVerify>;

export const VERIFY_EMAIL_FAILED = 'E-posta adresiniz doğrulanamadı. Lütfen tekrar deneyin.';

/** POST /auth/email/verify with the parts of the mailed link; 400/410 (INVALID_LINK) for a bad or expired link. */
export function verifyEmail(data: VerifyEmailData): Promise<VerifyEmailResponse> {
  return api(postAuthEmailVerify, { body: data }, { auth: false, fallbackMessage: VERIFY_EMAIL_FAILED });
}

type VerifyEmailOptions = Omit<
  UseMutationOptions<VerifyEmailResponse, ApiError, VerifyEmailData>,
  'mutationFn'
>;

/** Verifies the link; when the verified user is the one signed in, the stored user is refreshed. */
export function useVerifyEmail(options: VerifyEmailOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<VerifyEmailResponse, ApiError, VerifyEmailData>({
    ...rest,
    mutationFn: verifyEmail,
    onSuccess: (response, ...args) => {
      const stored = getStoredUser();
      if (stored !== null && stored.id === response.data.user.id) {
        updateStoredUser(keepSessionFlags(response.data.user, stored));
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      }
      return onSuccess?.(response, ...args);
    },
  });
}
