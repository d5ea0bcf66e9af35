import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSalonOwnerSalonsStaffServices } from '@salonya/contracts/api-routes';
import type { SaveStaffServicesRequest } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { api } from '@/lib/api';
import { teamKeys } from './keys';

/** PUT /salon-owner/salons/{salonId}/staff-services: the listed rows replace their stored services. */
export function saveStaffServices(salonId: number, body: SaveStaffServicesRequest) {
  return api(
    putSalonOwnerSalonsStaffServices,
    { params: { salonId }, body },
    { fallbackMessage: TEAM_MESSAGES.saveFailed },
  );
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
