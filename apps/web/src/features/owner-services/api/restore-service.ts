import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { OwnerService } from '@salonya/contracts/owner-services';
import { apiClient } from '@/lib/api-client';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey } from './get-owner-services';

/** POST /salon-owner/salons/{salonId}/services/{serviceId}/restore: back from the archive, hidden. */
export function useRestoreService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      apiClient.post<SuccessEnvelope<OwnerService>>(
        `/salon-owner/salons/${salonId}/services/${serviceId}/restore`,
        undefined,
        { fallbackMessage: SERVICES_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
