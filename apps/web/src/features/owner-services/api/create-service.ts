import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { CreateServiceBody, OwnerService } from '@salonya/contracts/owner-services';
import { apiClient } from '@/lib/api-client';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey } from './get-owner-services';

/** POST /salon-owner/salons/{salonId}/services. */
export function useCreateService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceBody) =>
      apiClient.post<SuccessEnvelope<OwnerService>>(`/salon-owner/salons/${salonId}/services`, body, {
        fallbackMessage: SERVICES_UI.saveFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
