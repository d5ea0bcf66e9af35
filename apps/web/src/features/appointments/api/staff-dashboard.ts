import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { NOTIFICATION_GROUP_OF } from '@salonya/domain/notifications/notifications';
import { useNotificationStream } from '@/hooks/use-notification-stream';
import { useSession } from '@/lib/session';
import type { StaffDashboard, StaffService } from '@salonya/contracts/staff-dashboard';
import { apiClient } from '@/lib/api-client';

export const STAFF_DASHBOARD_FAILED = 'Panel bilgileri yüklenemedi';

/**
 * A new booking or a move made elsewhere shows up without a reload: at once through the notification stream (an
 * appointment event of this staff member), and asked again every minute and on focus all the same.
 */
export const STAFF_DASHBOARD_REFRESH_MS = 60_000;

export const staffDashboardKey = ['staff-dashboard'] as const;

/** GET /staff/dashboard: the staff member's own day, the state right now, the week and today's takings. */
export async function getStaffDashboard(signal?: AbortSignal): Promise<StaffDashboard> {
  const response = await apiClient.get<SuccessEnvelope<StaffDashboard>>('/staff/dashboard', {
    signal,
    fallbackMessage: STAFF_DASHBOARD_FAILED,
  });
  return response.data;
}

export function useStaffDashboard() {
  const { token, isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  useNotificationStream(isAuthenticated ? token : null, {
    onNotification: ({ notification }) => {
      if (NOTIFICATION_GROUP_OF[notification.type] === 'appointments')
        void queryClient.invalidateQueries({ queryKey: staffDashboardKey });
    },
  });
  return useQuery(
    queryOptions({
      queryKey: staffDashboardKey,
      queryFn: ({ signal }) => getStaffDashboard(signal),
      staleTime: 0,
      refetchInterval: STAFF_DASHBOARD_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  );
}

interface StaffServices {
  salon: { id: number; name: string };
  allow_own_durations: boolean;
  services: StaffService[];
}

export const staffServicesKey = ['staff-services'] as const;

export const STAFF_SERVICES_FAILED = 'Hizmetleriniz yüklenemedi';

/** GET /staff/services: the services the salon assigned to the staff member. */
export async function getStaffServices(signal?: AbortSignal) {
  const response = await apiClient.get<SuccessEnvelope<StaffServices>>('/staff/services', {
    signal,
    fallbackMessage: STAFF_SERVICES_FAILED,
  });
  return response.data;
}

export function useStaffServices() {
  return useQuery(
    queryOptions({
      queryKey: staffServicesKey,
      queryFn: ({ signal }) => getStaffServices(signal),
    }),
  );
}
