import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentResult } from '@salonya/contracts/money';
import type { AdminPaymentDetail } from '@salonya/contracts/refunds';
import { apiClient } from '@/lib/api-client';

export const PAYMENTS_LOAD_FAILED = 'Ödemeler yüklenemedi.';
export const PAYMENT_LOAD_FAILED = 'Ödeme ayrıntısı yüklenemedi.';
export const EXPORT_FAILED = 'Ödemeler dışa aktarılamadı.';

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

export interface PaymentFilters {
  status: string;
  purpose: string;
  q: string;
  date_from: string;
  date_to: string;
}

export const emptyPaymentFilters: PaymentFilters = {
  status: '',
  purpose: '',
  q: '',
  date_from: '',
  date_to: '',
};

function filterParams(f: PaymentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(f)) if (value.trim() !== '') params.set(name, value.trim());
  return params;
}

/** GET /admin/payments?status&purpose&q&date_from&date_to&page: newest first. */
export async function getAdminPayments(f: PaymentFilters, page: number, signal?: AbortSignal) {
  const params = filterParams(f);
  params.set('page', String(page));
  params.set('per_page', '20');
  const response = await apiClient.get<{ success: true; data: AdminPaymentsPage }>(
    `/admin/payments?${params.toString()}`,
    { signal, fallbackMessage: PAYMENTS_LOAD_FAILED },
  );
  return response.data;
}

export function useAdminPayments(f: PaymentFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'payments', f, page],
    queryFn: ({ signal }) => getAdminPayments(f, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /admin/payments/:id: provider reference, 3-D Secure result, journal lines, refund. */
export function useAdminPayment(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'payments', 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ success: true; data: AdminPaymentDetail }>(`/admin/payments/${id}`, {
          signal,
          fallbackMessage: PAYMENT_LOAD_FAILED,
        })
      ).data,
    enabled: id !== null,
  });
}

/** GET /admin/payments/export: the filtered payments as a CSV file the browser saves. */
export async function downloadPaymentsCsv(f: PaymentFilters): Promise<void> {
  const text = await apiClient.get<unknown>(`/admin/payments/export?${filterParams(f).toString()}`, {
    fallbackMessage: EXPORT_FAILED,
  });
  const blob = new Blob([typeof text === 'string' ? text : ''], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'salonya-odemeler.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
