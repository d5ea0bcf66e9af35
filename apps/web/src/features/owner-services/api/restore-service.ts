import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSalonOwnerSalonsServicesRestore } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey } from './get-owner-services';

/** POST /salon-owner/salons/{salonId}/services/{serviceId}/restore: back from the archive, hidden. */
export function useRestoreService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      api(
        postSalonOwnerSalonsServicesRestore,
        { params: { salonId, serviceId } },
        { fallbackMessage: SERVICES_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
