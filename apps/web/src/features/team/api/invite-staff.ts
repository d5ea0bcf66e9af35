import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { InviteStaffData, StaffInvitation } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** POST /salon-owner/salons/{salonId}/staff-invitations: the invitation mail is queued. */
export function inviteStaff(salonId: number, body: InviteStaffData) {
  return apiClient.post<SuccessEnvelope<StaffInvitation>>(`${ownerBase(salonId)}/staff-invitations`, body, {
    fallbackMessage: TEAM_MESSAGES.inviteFailed,
  });
}

export function useInviteStaff(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffData) => inviteStaff(salonId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations(salonId) }),
  });
}
