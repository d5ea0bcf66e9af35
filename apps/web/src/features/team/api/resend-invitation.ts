import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffInvitation } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** POST …/staff-invitations/{id}/resend: a new link (7 days); the old one stops working. */
export function resendInvitation(salonId: number, invitationId: number) {
  return apiClient.post<SuccessEnvelope<StaffInvitation>>(
    `${ownerBase(salonId)}/staff-invitations/${invitationId}/resend`,
    undefined,
    { fallbackMessage: TEAM_MESSAGES.inviteFailed },
  );
}

export function useResendInvitation(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => resendInvitation(salonId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations(salonId) }),
  });
}
