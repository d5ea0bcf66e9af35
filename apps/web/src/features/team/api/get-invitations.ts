import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffInvitationList } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff-invitations: pending (and expired, resendable) invitations. */
export async function getInvitations(salonId: number, signal?: AbortSignal): Promise<StaffInvitationList> {
  const response = await apiClient.get<SuccessEnvelope<StaffInvitationList>>(
    `${ownerBase(salonId)}/staff-invitations`,
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
  return response.data;
}

export const getInvitationsQueryOptions = (salonId: number) =>
  queryOptions({
    queryKey: teamKeys.invitations(salonId),
    queryFn: ({ signal }) => getInvitations(salonId, signal),
  });

export function useInvitations(salonId: number) {
  return useQuery(getInvitationsQueryOptions(salonId));
}
