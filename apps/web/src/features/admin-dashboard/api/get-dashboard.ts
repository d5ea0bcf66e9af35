import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData, DashboardResponse, DashboardTimeRange } from '@salonya/contracts/admin';
import { DASHBOARD_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';

/** GET /admin/dashboard?time_range= → the dashboard figures (SPEC §3 Admin dashboard data, §7.6). */
export async function getDashboard(
  timeRange: DashboardTimeRange,
  signal?: AbortSignal,
): Promise<DashboardData> {
  const response = await apiClient.get<DashboardResponse>(`/admin/dashboard?time_range=${timeRange}`, {
    signal,
    fallbackMessage: DASHBOARD_LOAD_FAILED,
  });
  return response.data;
}

export function getDashboardQueryOptions(timeRange: DashboardTimeRange) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', timeRange] as const,
    queryFn: ({ signal }) => getDashboard(timeRange, signal),
  });
}

/** The previous range stays on screen while another one loads. */
export function useDashboard(timeRange: DashboardTimeRange) {
  return useQuery({ ...getDashboardQueryOptions(timeRange), placeholderData: keepPreviousData });
}
