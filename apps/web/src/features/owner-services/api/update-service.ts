import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { OwnerService, UpdateServiceBody } from '@salonya/contracts/owner-services';
import { apiClient } from '@/lib/api-client';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey } from './get-owner-services';

/** PATCH /salon-owner/salons/{salonId}/services/{serviceId}: only the fields sent change. */
export function useUpdateService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: number; body: UpdateServiceBody }) =>
      apiClient.patch<SuccessEnvelope<OwnerService>>(
        `/salon-owner/salons/${salonId}/services/${serviceId}`,
        body,
        { fallbackMessage: SERVICES_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
