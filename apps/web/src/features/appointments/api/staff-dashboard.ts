import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getStaffDashboard as staffDashboardRoute } from '@salonya/contracts/api-routes';
import { NOTIFICATION_GROUP_OF } from '@salonya/domain/notifications/notifications';
import { useNotificationStream } from '@/hooks/use-notification-stream';
import { useSession } from '@/lib/session';
import { apiData } from '@/lib/api';

// GET /staff/services is shared with the work-photo form: one query in hooks/use-staff-services.ts.
export { STAFF_SERVICES_FAILED, useStaffServices } from '@/hooks/use-staff-services';

export const STAFF_DASHBOARD_FAILED = 'Panel bilgileri yüklenemedi';

/**
 * A new booking or a move made elsewhere shows up without a reload: at once through the notification stream (an
 * appointment event of this staff member), and asked again every minute and on focus all the same.
 */
export const STAFF_DASHBOARD_REFRESH_MS = 60_000;

export const staffDashboardKey = ['staff-dashboard'] as const;

/** GET /staff/dashboard: the staff member's own day, the state right now, the week and today's takings. */
export function getStaffDashboard(signal?: AbortSignal) {
  return apiData(staffDashboardRoute, {}, { signal, fallbackMessage: STAFF_DASHBOARD_FAILED });
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
