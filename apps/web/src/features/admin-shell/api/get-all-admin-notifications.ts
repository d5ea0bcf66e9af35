import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNotification, Paginated } from '@salonya/contracts/admin';
import { apiClient } from '@/lib/api-client';

/** GET /admin/notifications?page&per_page: every notification of the admin team ("Tümünü gör"). */
export function getAllAdminNotifications(
  page: number,
  signal?: AbortSignal,
): Promise<Paginated<AdminNotification>> {
  return apiClient.get<Paginated<AdminNotification>>(`/admin/notifications?page=${page}&per_page=20`, {
    signal,
  });
}

export function getAllAdminNotificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['admin', 'notifications', 'all', page] as const,
    queryFn: ({ signal }) => getAllAdminNotifications(page, signal),
  });
}

export function useAllAdminNotifications(page: number, { enabled = true } = {}) {
  return useQuery({
    ...getAllAdminNotificationsQueryOptions(page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
