import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { SaveStaffServicesRequest, StaffServiceMatrix } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { apiClient } from '@/lib/api-client';
import { ownerBase, teamKeys } from './keys';

/** PUT /salon-owner/salons/{salonId}/staff-services: the listed rows replace their stored services. */
export function saveStaffServices(salonId: number, body: SaveStaffServicesRequest) {
  return apiClient.put<SuccessEnvelope<StaffServiceMatrix>>(`${ownerBase(salonId)}/staff-services`, body, {
    fallbackMessage: TEAM_MESSAGES.saveFailed,
  });
}

export function useSaveStaffServices(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStaffServicesRequest) => saveStaffServices(salonId, body),
    onSuccess: (response) => {
      queryClient.setQueryData(teamKeys.matrix(salonId), response.data);
      return queryClient.invalidateQueries({ queryKey: teamKeys.staff(salonId) });
    },
  });
}
