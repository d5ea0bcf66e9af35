import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffService } from '@salonya/contracts/staff-dashboard';
import { apiClient } from '@/lib/api-client';
import { staffServicesKey } from './staff-dashboard';

export const STAFF_DURATION_SAVE_FAILED = 'Hizmet süreniz kaydedilemedi';

/** PUT /staff/services/{serviceId}/duration: the staff member's own length (null: the salon's again). */
export function useSetStaffServiceDuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, minutes }: { serviceId: number; minutes: number | null }) =>
      apiClient.put<SuccessEnvelope<StaffService>>(
        `/staff/services/${serviceId}/duration`,
        { duration_minutes: minutes },
        { fallbackMessage: STAFF_DURATION_SAVE_FAILED },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffServicesKey }),
  });
}
