import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSalonOwnerSalonsStaff } from '@salonya/contracts/api-routes';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** DELETE /salon-owner/salons/{salonId}/staff/{salonStaffId}: out of the team; history stays (409 while future
 * appointments remain). */
export function removeStaff(salonId: number, salonStaffId: number) {
  return api(
    deleteSalonOwnerSalonsStaff,
    { params: { salonId, salonStaffId } },
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
