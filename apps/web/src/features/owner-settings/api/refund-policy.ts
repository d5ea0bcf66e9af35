import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSalonOwnerSalonsRefundPolicy,
  putSalonOwnerSalonsRefundPolicy,
} from '@salonya/contracts/api-routes';
import type { RefundPolicyBody } from '@salonya/contracts/refunds';
import { REFUND_POLICY_MESSAGES } from '@salonya/domain/money/refunds';
import { api, apiData, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export const refundPolicyKey = (salonId: number) => ['owner', 'refund-policy', salonId] as const;

/** GET /salon-owner/salons/{salonId}/refund-policy of the selected salon (ADR 0048). */
export function getRefundPolicyQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: refundPolicyKey(salonId),
    queryFn: ({ signal }) =>
      apiData(
        getSalonOwnerSalonsRefundPolicy,
        { params: { salonId } },
        { signal, fallbackMessage: REFUND_POLICY_MESSAGES.loadFailed },
      ),
  });
}

export function useRefundPolicy(salonId: number) {
  return useQuery(getRefundPolicyQueryOptions(salonId));
}

type SaveAnswer = RouteAnswer<typeof putSalonOwnerSalonsRefundPolicy>;

/** PUT /salon-owner/salons/{salonId}/refund-policy: the whole policy; the answer replaces the cached one. */
export function useUpdateRefundPolicy(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation<SaveAnswer, ApiError, RefundPolicyBody>({
    mutationFn: (body) =>
      api(
        putSalonOwnerSalonsRefundPolicy,
        { params: { salonId }, body },
        { fallbackMessage: REFUND_POLICY_MESSAGES.saveFailed },
      ),
    onSuccess: (response) => queryClient.setQueryData(refundPolicyKey(salonId), response.data),
  });
}
