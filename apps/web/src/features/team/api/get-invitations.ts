import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsStaffInvitations } from '@salonya/contracts/api-routes';
import type { StaffInvitationList } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiData } from '@/lib/api';
import { teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff-invitations: pending (and expired, resendable) invitations. */
export function getInvitations(salonId: number, signal?: AbortSignal): Promise<StaffInvitationList> {
  return apiData(
    getSalonOwnerSalonsStaffInvitations,
    { params: { salonId } },
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
}

export const getInvitationsQueryOptions = (salonId: number) =>
  queryOptions({
    queryKey: teamKeys.invitations(salonId),
    queryFn: ({ signal }) => getInvitations(salonId, signal),
  });

export function useInvitations(salonId: number) {
  return useQuery(getInvitationsQueryOptions(salonId));
}
