import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSalonOwnerSalonsServicesOrder } from '@salonya/contracts/api-routes';
import type { OwnerServiceList } from '@salonya/contracts/owner-services';
import { api } from '@/lib/api';
import { SERVICES_UI } from '../utils/messages';
import { getOwnerServicesQueryOptions, ownerSalonKey } from './get-owner-services';

/**
 * PUT /salon-owner/salons/{salonId}/services/order with every service that is not archived. The list moves at once
 * (optimistic) and goes back if the server refuses.
 */
export function useReorderServices(salonId: number, includeArchived: boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = getOwnerServicesQueryOptions(salonId, includeArchived);
  return useMutation({
    mutationFn: (serviceIds: number[]) =>
      api(
        putSalonOwnerSalonsServicesOrder,
        { params: { salonId }, body: { service_ids: serviceIds } },
        { fallbackMessage: SERVICES_UI.orderFailed },
      ),
    onMutate: async (serviceIds) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<OwnerServiceList>(queryKey);
      if (previous) {
        const byId = new Map(previous.services.map((s) => [s.id, s]));
        const moved = serviceIds.flatMap((id) => {
          const s = byId.get(id);
          return s ? [s] : [];
        });
        const archived = previous.services.filter((s) => s.archived_at !== null);
        queryClient.setQueryData<OwnerServiceList>(queryKey, {
          ...previous,
          services: [...moved, ...archived],
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerSalonKey(salonId) }),
  });
}
