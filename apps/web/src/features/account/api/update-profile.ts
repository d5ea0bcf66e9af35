import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import {
  putAuthProfile,
  putCustomerProfile,
  putSalonOwnerProfile,
  putStaffProfile,
} from '@salonya/contracts/api-routes';
import type { ProfileUpdateData } from '@salonya/contracts/auth';
import type { UserType } from '@salonya/contracts/user';
import { PROFILE_UPDATE_FAILED } from '@salonya/domain/messages';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { getStoredUser, keepSessionFlags, profileQueryKey, updateStoredUser } from '@/lib/session';

/** SPEC §6: profile updates go to a per-role endpoint (all four answer the same contract). */
export const PROFILE_ROUTES = {
  customer: putCustomerProfile,
  salon_owner: putSalonOwnerProfile,
  staff: putStaffProfile,
  admin: putAuthProfile,
} as const satisfies Record<UserType, unknown>;

export type UpdateProfileAnswer = RouteAnswer<typeof putAuthProfile>;

export interface UpdateProfileVariables {
  userType: UserType;
  data: ProfileUpdateData;
}

/** PUT /{role}/profile with name, email, phone → the updated user (e-mail change resets verification). */
export function updateProfile({ userType, data }: UpdateProfileVariables): Promise<UpdateProfileAnswer> {
  return api(PROFILE_ROUTES[userType], { body: data }, { fallbackMessage: PROFILE_UPDATE_FAILED });
}

type UpdateProfileOptions = Omit<
  UseMutationOptions<UpdateProfileAnswer, ApiError, UpdateProfileVariables>,
  'mutationFn'
>;

/** Updates the profile and the stored session user (keeping the impersonation flag). */
export function useUpdateProfile(options: UpdateProfileOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<UpdateProfileAnswer, ApiError, UpdateProfileVariables>({
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
