import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsStaffServices } from '@salonya/contracts/api-routes';
import type { StaffServiceMatrix } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiData } from '@/lib/api';
import { teamKeys } from './keys';

/** GET /salon-owner/salons/{salonId}/staff-services: the staff × active services matrix. */
export function getStaffServices(salonId: number, signal?: AbortSignal): Promise<StaffServiceMatrix> {
  return apiData(
    getSalonOwnerSalonsStaffServices,
    { params: { salonId } },
    { signal, fallbackMessage: TEAM_MESSAGES.loadFailed },
  );
}

export const getStaffServicesQueryOptions = (salonId: number) =>
  queryOptions({
    queryKey: teamKeys.matrix(salonId),
    queryFn: ({ signal }) => getStaffServices(salonId, signal),
  });

export function useStaffServices(salonId: number) {
  return useQuery(getStaffServicesQueryOptions(salonId));
}
