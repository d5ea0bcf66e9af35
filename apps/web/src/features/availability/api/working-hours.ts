import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSalonOwnerSalonsWorkingHours,
  putSalonOwnerStaffWorkingHours,
} from '@salonya/contracts/api-routes';
import type { UpdateWorkingHoursBody } from '@salonya/contracts/availability';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { api, apiData } from '@/lib/api';
import { WORKING_HOURS_MSG } from '../utils/working-hours';
import { selectedOwnerSalon } from './owner-salon';

export const workingHoursKey = ['availability', 'working-hours'] as const;

/** GET /salon-owner/salons/{salonId}/working-hours of the owner's selected salon (SPEC §4 'Selected salon'). */
export function useWorkingHours() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workingHoursKey,
    queryFn: async ({ signal }) => {
      const salon = await selectedOwnerSalon(queryClient);
      return apiData(
        getSalonOwnerSalonsWorkingHours,
        { params: { salonId: salon.id } },
        { signal, fallbackMessage: DATA_LOAD_FAILED },
      );
    },
  });
}

/** PUT /salon-owner/staff/{salonStaffId}/working-hours: the whole week replaces the stored one. */
export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ salonStaffId, body }: { salonStaffId: number; body: UpdateWorkingHoursBody }) =>
      api(
        putSalonOwnerStaffWorkingHours,
        { params: { salonStaffId }, body },
        { fallbackMessage: WORKING_HOURS_MSG.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHoursKey }),
  });
}
