import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffDetail } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff/{salonStaffId}: one member and their future appointments. */
export async function getStaffDetail(
  salonId: number,
  salonStaffId: number,
  signal?: AbortSignal,
): Promise<StaffDetail> {
  const response = await apiClient.get<SuccessEnvelope<StaffDetail>>(
    `${ownerBase(salonId)}/staff/${salonStaffId}`,
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
  return response.data;
}

export const getStaffDetailQueryOptions = (salonId: number, salonStaffId: number) =>
  queryOptions({
    queryKey: teamKeys.staffDetail(salonId, salonStaffId),
    queryFn: ({ signal }) => getStaffDetail(salonId, salonStaffId, signal),
  });

export function useStaffDetail(salonId: number, salonStaffId: number) {
  return useQuery(getStaffDetailQueryOptions(salonId, salonStaffId));
}
