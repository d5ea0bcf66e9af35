import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveRefundBody, Refund, RejectRefundBody } from '@salonya/contracts/refunds';
import { apiClient } from '@/lib/api-client';

export const REFUNDS_LOAD_FAILED = 'İade talepleri yüklenemedi.';
export const DECISION_FAILED = 'İade kararı kaydedilemedi.';

export interface AdminRefundsPage {
  refunds: Refund[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

export interface RefundFilters {
  status: string;
  q: string;
  page: number;
}

const refundsKey = ['admin', 'refunds'] as const;

/** GET /admin/refunds?status&q&page: waiting requests first, then newest first. */
export async function getAdminRefunds(f: RefundFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(f.page), per_page: '20' });
  if (f.status) params.set('status', f.status);
  if (f.q.trim()) params.set('q', f.q.trim());
  const response = await apiClient.get<{ success: true; data: AdminRefundsPage }>(
    `/admin/refunds?${params.toString()}`,
    { signal, fallbackMessage: REFUNDS_LOAD_FAILED },
  );
  return response.data;
}

export function useAdminRefunds(f: RefundFilters) {
  return useQuery({
    queryKey: [...refundsKey, f],
    queryFn: ({ signal }) => getAdminRefunds(f, signal),
    placeholderData: keepPreviousData,
  });
}

type Decision =
  | { kind: 'approve'; id: number; body: ApproveRefundBody; idempotencyKey: string }
  | { kind: 'reject'; id: number; body: RejectRefundBody; idempotencyKey: string };

/** POST /admin/refunds/:id/approve | reject with an Idempotency-Key (audited). */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      apiClient.post<{ success: true; message: string; data: Refund }>(
        `/admin/refunds/${d.id}/${d.kind}`,
        d.body,
        { headers: { 'Idempotency-Key': d.idempotencyKey }, fallbackMessage: DECISION_FAILED },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}
