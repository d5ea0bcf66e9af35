import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putStaffServicesDuration } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { staffServicesQueryKey } from '@/hooks/use-staff-services';

export const STAFF_DURATION_SAVE_FAILED = 'Hizmet süreniz kaydedilemedi';

/** PUT /staff/services/{serviceId}/duration: the staff member's own length (null: the salon's again). */
export function useSetStaffServiceDuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, minutes }: { serviceId: number; minutes: number | null }) =>
      api(
        putStaffServicesDuration,
        { params: { serviceId }, body: { duration_minutes: minutes } },
        { fallbackMessage: STAFF_DURATION_SAVE_FAILED },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffServicesQueryKey }),
  });
}
