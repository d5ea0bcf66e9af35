import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsDashboard } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const DASHBOARD_FAILED = 'Panel bilgileri yüklenemedi';

/** New bookings show up without a reload: asked again every minute and when the tab comes back. */
export const OWNER_DASHBOARD_REFRESH_MS = 60_000;

export const ownerInsightsKey = (salonId: number) => ['owner-insights', salonId] as const;

/** GET /salon-owner/salons/{salonId}/dashboard: today, this week, next customers, confirmations, checklist. */
export function getOwnerDashboard(salonId: number, signal?: AbortSignal) {
  return apiData(
    getSalonOwnerSalonsDashboard,
    { params: { salonId } },
    { signal, fallbackMessage: DASHBOARD_FAILED },
  );
}

export function getOwnerDashboardQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...ownerInsightsKey(salonId), 'dashboard'] as const,
    queryFn: ({ signal }) => getOwnerDashboard(salonId, signal),
    staleTime: 0,
    refetchInterval: OWNER_DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useOwnerDashboard(salonId: number) {
  return useQuery(getOwnerDashboardQueryOptions(salonId));
}
