import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffPublicProfile, StaffPublicProfileBody } from '@salonya/contracts/staff-area';
import { apiClient } from '@/lib/api-client';
import { staffPublicProfileKey } from './get-staff-public-profile';

export const STAFF_PROFILE_SAVE_FAILED = 'Uzman profiliniz kaydedilemedi';

/** PUT /staff/public-profile: the whole public profile. */
export function useUpdateStaffPublicProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPublicProfileBody) =>
      apiClient.put<SuccessEnvelope<StaffPublicProfile>>('/staff/public-profile', body, {
        fallbackMessage: STAFF_PROFILE_SAVE_FAILED,
      }),
    onSuccess: (response) => queryClient.setQueryData(staffPublicProfileKey, response.data),
  });
}
