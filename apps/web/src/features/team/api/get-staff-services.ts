import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffServiceMatrix } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff-services: the staff × active services matrix. */
export async function getStaffServices(salonId: number, signal?: AbortSignal): Promise<StaffServiceMatrix> {
  const response = await apiClient.get<SuccessEnvelope<StaffServiceMatrix>>(
    `${ownerBase(salonId)}/staff-services`,
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
  return response.data;
}

export const getStaffServicesQueryOptions = (salonId: number) =>
  queryOptions({
    queryKey: teamKeys.matrix(salonId),
    queryFn: ({ signal }) => getStaffServices(salonId, signal),
  });

export function useStaffServices(salonId: number) {
  return useQuery(getStaffServicesQueryOptions(salonId));
}
