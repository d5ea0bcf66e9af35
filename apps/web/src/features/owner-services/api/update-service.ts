import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchSalonOwnerSalonsServices } from '@salonya/contracts/api-routes';
import type { UpdateServiceBody } from '@salonya/contracts/owner-services';
import { api } from '@/lib/api';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey } from './get-owner-services';

/** PATCH /salon-owner/salons/{salonId}/services/{serviceId}: only the fields sent change. */
export function useUpdateService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: number; body: UpdateServiceBody }) =>
      api(
        patchSalonOwnerSalonsServices,
        { params: { salonId, serviceId }, body },
        { fallbackMessage: SERVICES_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
