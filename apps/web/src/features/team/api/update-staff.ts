import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffDetail, UpdateStaffRequest } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** PATCH /salon-owner/salons/{salonId}/staff/{salonStaffId}: profile fields and active/inactive. */
export function updateStaff(salonId: number, salonStaffId: number, body: UpdateStaffRequest) {
  return apiClient.patch<SuccessEnvelope<StaffDetail>>(`${ownerBase(salonId)}/staff/${salonStaffId}`, body, {
    fallbackMessage: TEAM_MESSAGES.saveFailed,
  });
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
