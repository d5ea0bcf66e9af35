import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffList } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff: the salon's team. */
export async function getStaff(salonId: number, signal?: AbortSignal): Promise<StaffList> {
  const response = await apiClient.get<SuccessEnvelope<StaffList>>(`${ownerBase(salonId)}/staff`, {
    signal,
    fallbackMessage: TEAM_MESSAGES.loadFailed,
  });
  return response.data;
}

export const getStaffQueryOptions = (salonId: number) =>
  queryOptions({ queryKey: teamKeys.staff(salonId), queryFn: ({ signal }) => getStaff(salonId, signal) });

export function useStaff(salonId: number) {
  return useQuery(getStaffQueryOptions(salonId));
}
