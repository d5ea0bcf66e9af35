import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardTimeRange } from '@salonya/contracts/admin';
import { getAdminDashboard } from '@salonya/contracts/api-routes';
import { DASHBOARD_LOAD_FAILED } from '@salonya/domain/messages';
import { apiData } from '@/lib/api';

/** GET /admin/dashboard?time_range= → the dashboard figures (SPEC §3 Admin dashboard data, §7.6). */
export function getDashboard(timeRange: DashboardTimeRange, signal?: AbortSignal) {
  return apiData(
    getAdminDashboard,
    { query: { time_range: timeRange } },
    { signal, fallbackMessage: DASHBOARD_LOAD_FAILED },
  );
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
