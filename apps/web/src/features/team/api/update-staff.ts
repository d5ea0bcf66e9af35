import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchSalonOwnerSalonsStaff } from '@salonya/contracts/api-routes';
import type { UpdateStaffRequest } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** PATCH /salon-owner/salons/{salonId}/staff/{salonStaffId}: profile fields and active/inactive. */
export function updateStaff(salonId: number, salonStaffId: number, body: UpdateStaffRequest) {
  return api(
    patchSalonOwnerSalonsStaff,
    { params: { salonId, salonStaffId }, body },
    { fallbackMessage: TEAM_MESSAGES.saveFailed },
  );
}

export function useUpdateStaff(salonId: number, salonStaffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffRequest) => updateStaff(salonId, salonStaffId, body),
    onSuccess: (response) => {
      queryClient.setQueryData(teamKeys.staffDetail(salonId, salonStaffId), response.data);
      return queryClient.invalidateQueries({ queryKey: teamKeys.all(salonId) });
    },
  });
}
