import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { putAuthChangePassword } from '@salonya/contracts/api-routes';
import type { ChangePasswordData } from '@salonya/contracts/auth';
import { PASSWORD_CHANGE_FAILED } from '@salonya/domain/messages';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export type ChangePasswordAnswer = RouteAnswer<typeof putAuthChangePassword>;

/** PUT /auth/change-password; a wrong current password answers 422 errors.current_password. */
export function changePassword(data: ChangePasswordData): Promise<ChangePasswordAnswer> {
  return api(putAuthChangePassword, { body: data }, { fallbackMessage: PASSWORD_CHANGE_FAILED });
}

type ChangePasswordOptions = Omit<
  UseMutationOptions<ChangePasswordAnswer, ApiError, ChangePasswordData>,
  'mutationFn'
>;

export function useChangePassword(options: ChangePasswordOptions = {}) {
  return useMutation<ChangePasswordAnswer, ApiError, ChangePasswordData>({
    ...options,
    mutationFn: changePassword,
  });
}
