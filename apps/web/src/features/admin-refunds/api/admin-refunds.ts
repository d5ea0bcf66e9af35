import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminRefunds as getAdminRefundsRoute,
  postAdminRefundsApprove,
  postAdminRefundsReject,
} from '@salonya/contracts/api-routes';
import type { ApproveRefundBody, RejectRefundBody } from '@salonya/contracts/refunds';
import { api, apiData } from '@/lib/api';

export const REFUNDS_LOAD_FAILED = 'İade talepleri yüklenemedi.';
export const DECISION_FAILED = 'İade kararı kaydedilemedi.';

/** The list's filter form (empty status or search: not filtered). */
export interface RefundFilters {
  status: string;
  q: string;
  page: number;
}

const refundsKey = ['admin', 'refunds'] as const;

/** GET /admin/refunds?status&q&page: waiting requests first, then newest first. */
export function getAdminRefunds(f: RefundFilters, signal?: AbortSignal) {
  return apiData(
    getAdminRefundsRoute,
    { query: { page: f.page, per_page: 20, status: f.status, q: f.q.trim() } },
    { signal, fallbackMessage: REFUNDS_LOAD_FAILED },
  );
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
    mutationFn: (d: Decision) => {
      const options = { headers: { 'Idempotency-Key': d.idempotencyKey }, fallbackMessage: DECISION_FAILED };
      return d.kind === 'approve'
        ? api(postAdminRefundsApprove, { params: { id: d.id }, body: d.body }, options)
        : api(postAdminRefundsReject, { params: { id: d.id }, body: d.body }, options);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}
