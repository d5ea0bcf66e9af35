import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentResult } from '@salonya/contracts/money';
import { apiClient } from '@/lib/api-client';

export const PAYMENTS_LOAD_FAILED = 'Ödemeler yüklenemedi.';

export type AdminPayment = PaymentResult & {
  customer: { id: number; name: string; email: string };
  provider: string;
  provider_ref: string | null;
  three_ds: string;
};

export interface AdminPaymentsPage {
  payments: AdminPayment[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

/** GET /admin/payments?status&page: newest first. */
export async function getAdminPayments(status: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), per_page: '20' });
  if (status) params.set('status', status);
  const response = await apiClient.get<{ success: true; data: AdminPaymentsPage }>(
    `/admin/payments?${params.toString()}`,
    { signal, fallbackMessage: PAYMENTS_LOAD_FAILED },
  );
  return response.data;
}

export function useAdminPayments(status: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'payments', status, page],
    queryFn: ({ signal }) => getAdminPayments(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
