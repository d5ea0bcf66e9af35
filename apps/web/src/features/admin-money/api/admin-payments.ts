import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAdminPayments as getAdminPaymentsRoute,
  getAdminPaymentsById,
} from '@salonya/contracts/api-routes';
import { apiData, type RouteData } from '@/lib/api';
import { sendRequest } from '@/lib/api-client';
import { queryString } from '@/lib/api-path';

export const PAYMENTS_LOAD_FAILED = 'Ödemeler yüklenemedi.';
export const PAYMENT_LOAD_FAILED = 'Ödeme ayrıntısı yüklenemedi.';
export const EXPORT_FAILED = 'Ödemeler dışa aktarılamadı.';

/** One row of GET /admin/payments. */
export type AdminPayment = RouteData<typeof getAdminPaymentsRoute>['payments'][number];

/** The filter form's values (empty: not filtered); the API validates them (422 with Turkish messages). */
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

function filterQuery(f: PaymentFilters): Record<keyof PaymentFilters, string> {
  return {
    status: f.status.trim(),
    purpose: f.purpose.trim(),
    q: f.q.trim(),
    date_from: f.date_from.trim(),
    date_to: f.date_to.trim(),
  };
}

/** GET /admin/payments?status&purpose&q&date_from&date_to&page: newest first. */
export function getAdminPayments(f: PaymentFilters, page: number, signal?: AbortSignal) {
  return apiData(
    getAdminPaymentsRoute,
    { query: { ...filterQuery(f), page, per_page: 20 } },
    { signal, fallbackMessage: PAYMENTS_LOAD_FAILED },
  );
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
    queryFn: ({ signal }) =>
      apiData(
        getAdminPaymentsById,
        { params: { id: id ?? 0 } },
        { signal, fallbackMessage: PAYMENT_LOAD_FAILED },
      ),
    enabled: id !== null,
  });
}

/**
 * GET /admin/payments/export: the filtered payments as a CSV file the browser saves. The answer is a file, not a
 * JSON envelope, so this call stays outside the typed client (no route of @salonya/contracts/api-routes; ADR 0036);
 * it shares the client's request (session, errors) and the filter's query string.
 */
export async function downloadPaymentsCsv(f: PaymentFilters): Promise<void> {
  const text = await sendRequest('GET', `/admin/payments/export${queryString(filterQuery(f))}`, undefined, {
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
