import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ChangePasswordData } from '@salonya/contracts/auth';
import { PASSWORD_CHANGE_FAILED } from '@salonya/domain/messages';
import { apiClient, type ApiError } from '@/lib/api-client';

export interface ChangePasswordResponse {
  success: true;
  message: string;
}

/** PUT /auth/change-password; a wrong current password answers 422 errors.current_password. */
export function changePassword(data: ChangePasswordData): Promise<ChangePasswordResponse> {
  return apiClient.put<ChangePasswordResponse>('/auth/change-password', data, {
    fallbackMessage: PASSWORD_CHANGE_FAILED,
  });
}

type ChangePasswordOptions = Omit<
  UseMutationOptions<ChangePasswordResponse, ApiError, ChangePasswordData>,
  'mutationFn'
>;

export function useChangePassword(options: ChangePasswordOptions = {}) {
  return useMutation<ChangePasswordResponse, ApiError, ChangePasswordData>({
    ...options,
    mutationFn: changePassword,
  });
}
