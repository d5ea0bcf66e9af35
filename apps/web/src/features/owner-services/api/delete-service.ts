import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSalonOwnerSalonsServices } from '@salonya/contracts/api-routes';
import { DELETE_FAILED } from '@salonya/domain/messages';
import { api } from '@/lib/api';
import { ownerSalonKey } from './get-owner-services';

/** DELETE /salon-owner/salons/{salonId}/services/{serviceId}: deleted, or archived when appointments name it. */
export function useDeleteService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      api(
        deleteSalonOwnerSalonsServices,
        { params: { salonId, serviceId } },
        { fallbackMessage: DELETE_FAILED },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
