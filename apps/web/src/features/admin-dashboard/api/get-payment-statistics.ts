import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardTimeRange } from '@salonya/contracts/admin';
import { getAdminPaymentsStatistics } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/** GET /admin/payments/statistics?time_range= (an extra statistic of the dashboard). */
export function getPaymentStatistics(timeRange: DashboardTimeRange, signal?: AbortSignal) {
  return apiData(getAdminPaymentsStatistics, { query: { time_range: timeRange } }, { signal });
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
