import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSalonOwnerSalonsStaffInvitations } from '@salonya/contracts/api-routes';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** DELETE …/staff-invitations/{id}: the link stops working. */
export function cancelInvitation(salonId: number, invitationId: number) {
  return api(
    deleteSalonOwnerSalonsStaffInvitations,
    { params: { salonId, invitationId } },
    { fallbackMessage: TEAM_MESSAGES.saveFailed },
  );
}

export function useCancelInvitation(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => cancelInvitation(salonId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations(salonId) }),
  });
}
