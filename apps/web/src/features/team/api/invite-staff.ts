import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSalonOwnerSalonsStaffInvitations } from '@salonya/contracts/api-routes';
import type { InviteStaffData } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** POST /salon-owner/salons/{salonId}/staff-invitations: the invitation mail is queued. */
export function inviteStaff(salonId: number, body: InviteStaffData) {
  return api(
    postSalonOwnerSalonsStaffInvitations,
    { params: { salonId }, body },
    { fallbackMessage: TEAM_MESSAGES.inviteFailed },
  );
}

export function useInviteStaff(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffData) => inviteStaff(salonId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations(salonId) }),
  });
}
