import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** DELETE …/staff-invitations/{id}: the link stops working. */
export function cancelInvitation(salonId: number, invitationId: number) {
  return apiClient.delete<SuccessEnvelope<{ id: number }>>(
    `${ownerBase(salonId)}/staff-invitations/${invitationId}`,
    undefined,
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
