import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardTimeRange, PaymentStatistics } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';

/** GET /admin/payments/statistics?time_range= (an extra statistic of the dashboard). */
export async function getPaymentStatistics(
  timeRange: DashboardTimeRange,
  signal?: AbortSignal,
): Promise<PaymentStatistics> {
  const response = await apiClient.get<SuccessEnvelope<PaymentStatistics>>(
    `/admin/payments/statistics?time_range=${timeRange}`,
    { signal },
  );
  return response.data;
}

export function getPaymentStatisticsQueryOptions(timeRange: DashboardTimeRange) {
  return queryOptions({
    queryKey: ['admin', 'payments', 'statistics', timeRange] as const,
    queryFn: ({ signal }) => getPaymentStatistics(timeRange, signal),
    retry: false,
  });
}

export function usePaymentStatistics(timeRange: DashboardTimeRange, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getPaymentStatisticsQueryOptions(timeRange), enabled });
}
