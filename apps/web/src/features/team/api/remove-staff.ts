import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** DELETE /salon-owner/salons/{salonId}/staff/{salonStaffId}: out of the team; history stays (409 while future
 * appointments remain). */
export function removeStaff(salonId: number, salonStaffId: number) {
  return apiClient.delete<SuccessEnvelope<{ salon_staff_id: number }>>(
    `${ownerBase(salonId)}/staff/${salonStaffId}`,
    undefined,
    { fallbackMessage: TEAM_MESSAGES.saveFailed },
  );
}

export function useRemoveStaff(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (salonStaffId: number) => removeStaff(salonId, salonStaffId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(salonId) }),
  });
}
