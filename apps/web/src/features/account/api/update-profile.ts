import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ProfileUpdateData } from '@salonya/contracts/auth';
import type { User, UserType } from '@salonya/contracts/user';
import { PROFILE_UPDATE_FAILED } from '@salonya/domain/messages';
import { apiClient, type ApiError } from '@/lib/api-client';
import { getStoredUser, keepSessionFlags, profileQueryKey, updateStoredUser } from '@/lib/session';

/** SPEC §6: profile updates go to a per-role endpoint. */
export const PROFILE_ENDPOINTS: Readonly<Record<UserType, string>> = {
  customer: '/customer/profile',
  salon_owner: '/salon-owner/profile',
  staff: '/staff/profile',
  admin: '/auth/profile',
};

export interface UpdateProfileResponse {
  success: true;
  message: string;
  data: { user: User };
}

export interface UpdateProfileVariables {
  userType: UserType;
  data: ProfileUpdateData;
}

/** PUT /{role}/profile with name, email, phone → the updated user (e-mail change resets verification). */
export function updateProfile({ userType, data }: UpdateProfileVariables): Promise<UpdateProfileResponse> {
  return apiClient.put<UpdateProfileResponse>(PROFILE_ENDPOINTS[userType], data, {
    fallbackMessage: PROFILE_UPDATE_FAILED,
  });
}

type UpdateProfileOptions = Omit<
  UseMutationOptions<UpdateProfileResponse, ApiError, UpdateProfileVariables>,
  'mutationFn'
>;

/** Updates the profile and the stored session user (keeping the impersonation flag). */
export function useUpdateProfile(options: UpdateProfileOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<UpdateProfileResponse, ApiError, UpdateProfileVariables>({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: (response, ...args) => {
      const user = keepSessionFlags(response.data.user, getStoredUser());
      updateStoredUser(user);
      queryClient.setQueryData(profileQueryKey, user);
      return onSuccess?.(response, ...args);
    },
  });
}
