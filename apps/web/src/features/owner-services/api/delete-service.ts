import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { DeleteServiceResult } from '@salonya/contracts/owner-services';
import { DELETE_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import { ownerSalonKey } from './get-owner-services';

/** DELETE /salon-owner/salons/{salonId}/services/{serviceId}: deleted, or archived when appointments name it. */
export function useDeleteService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      apiClient.delete<SuccessEnvelope<DeleteServiceResult>>(
        `/salon-owner/salons/${salonId}/services/${serviceId}`,
        undefined,
        { fallbackMessage: DELETE_FAILED },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
