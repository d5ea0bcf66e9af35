import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsStaffById } from '@salonya/contracts/api-routes';
import type { StaffDetail } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiData } from '@/lib/api';
import { teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff/{salonStaffId}: one member and their future appointments. */
export function getStaffDetail(
  salonId: number,
  salonStaffId: number,
  signal?: AbortSignal,
): Promise<StaffDetail> {
  return apiData(
    getSalonOwnerSalonsStaffById,
    { params: { salonId, salonStaffId } },
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
}

export const getStaffDetailQueryOptions = (salonId: number, salonStaffId: number) =>
  queryOptions({
    queryKey: teamKeys.staffDetail(salonId, salonStaffId),
    queryFn: ({ signal }) => getStaffDetail(salonId, salonStaffId, signal),
  });

export function useStaffDetail(salonId: number, salonStaffId: number) {
  return useQuery(getStaffDetailQueryOptions(salonId, salonStaffId));
}
