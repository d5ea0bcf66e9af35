import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalonWorkingHours, StaffWorkingHours, WorkingRangeDto } from '@salonya/contracts/availability';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
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
      const response = await apiClient.get<SuccessEnvelope<SalonWorkingHours>>(
        `/salon-owner/salons/${salon.id}/working-hours`,
        { signal, fallbackMessage: DATA_LOAD_FAILED },
      );
      return response.data;
    },
  });
}

/** PUT /salon-owner/staff/{salonStaffId}/working-hours: the whole week replaces the stored one. */
export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ salonStaffId, ranges }: { salonStaffId: number; ranges: WorkingRangeDto[] }) =>
      apiClient.put<SuccessEnvelope<StaffWorkingHours>>(
        `/salon-owner/staff/${salonStaffId}/working-hours`,
        { ranges },
        { fallbackMessage: WORKING_HOURS_MSG.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingHoursKey }),
  });
}
