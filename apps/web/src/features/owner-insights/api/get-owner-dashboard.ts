import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerDashboard } from '@salonya/contracts/owner-reports';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';

export const DASHBOARD_FAILED = 'Panel bilgileri yüklenemedi';

/** New bookings show up without a reload: asked again every minute and when the tab comes back. */
export const OWNER_DASHBOARD_REFRESH_MS = 60_000;

export const ownerInsightsKey = (salonId: number) => ['owner-insights', salonId] as const;

/** GET /salon-owner/salons/{salonId}/dashboard: today, this week, next customers, confirmations, checklist. */
export async function getOwnerDashboard(salonId: number, signal?: AbortSignal): Promise<OwnerDashboard> {
  const response = await apiClient.get<SuccessEnvelope<OwnerDashboard>>(
    `/salon-owner/salons/${salonId}/dashboard`,
    { signal, fallbackMessage: DASHBOARD_FAILED },
  );
  return response.data;
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
