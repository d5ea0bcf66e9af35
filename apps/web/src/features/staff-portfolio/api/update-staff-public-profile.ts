import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putStaffPublicProfile } from '@salonya/contracts/api-routes';
import type { StaffPublicProfileBody } from '@salonya/contracts/staff-area';
import { api } from '@/lib/api';
import { staffPublicProfileKey } from './get-staff-public-profile';

export const STAFF_PROFILE_SAVE_FAILED = 'Uzman profiliniz kaydedilemedi';

/** PUT /staff/public-profile: the whole public profile. */
export function useUpdateStaffPublicProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPublicProfileBody) =>
      api(putStaffPublicProfile, { body }, { fallbackMessage: STAFF_PROFILE_SAVE_FAILED }),
    onSuccess: (response) => queryClient.setQueryData(staffPublicProfileKey, response.data),
  });
}
