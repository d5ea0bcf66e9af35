import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSalonOwnerSalonsServices } from '@salonya/contracts/api-routes';
import type { CreateServiceBody } from '@salonya/contracts/owner-services';
import { api } from '@/lib/api';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey } from './get-owner-services';

/** POST /salon-owner/salons/{salonId}/services. */
export function useCreateService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceBody) =>
      api(
        postSalonOwnerSalonsServices,
        { params: { salonId }, body },
        { fallbackMessage: SERVICES_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
