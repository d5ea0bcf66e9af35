import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsStaff } from '@salonya/contracts/api-routes';
import type { StaffList } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiData } from '@/lib/api';
import { teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff: the salon's team. */
export function getStaff(salonId: number, signal?: AbortSignal): Promise<StaffList> {
  return apiData(
    getSalonOwnerSalonsStaff,
    { params: { salonId } },
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
}

export const getStaffQueryOptions = (salonId: number) =>
  queryOptions({ queryKey: teamKeys.staff(salonId), queryFn: ({ signal }) => getStaff(salonId, signal) });

export function useStaff(salonId: number) {
  return useQuery(getStaffQueryOptions(salonId));
}
