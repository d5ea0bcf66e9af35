import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSalonOwnerSalonsStaffInvitationsResend } from '@salonya/contracts/api-routes';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** POST …/staff-invitations/{id}/resend: a new link (7 days); the old one stops working. */
export function resendInvitation(salonId: number, invitationId: number) {
  return api(
    postSalonOwnerSalonsStaffInvitationsResend,
    { params: { salonId, invitationId } },
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
