import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationListItem, Paginated } from '@salonya/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

export const applicationsKey = ['admin', 'salon-applications'] as const;

export interface ApplicationListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ApplicationListItem['status'];
}

/** GET /admin/salon-applications?page&per_page&search&status → applications sent from /salon-ol. */
export function getApplications(
  query: ApplicationListQuery,
  signal?: AbortSignal,
): Promise<Paginated<ApplicationListItem>> {
  return apiClient.get<Paginated<ApplicationListItem>>(
    `/admin/salon-applications${toQueryString({ ...query })}`,
    {
      signal,
      fallbackMessage: 'Başvurular yüklenemedi',
    },
  );
}

export function getApplicationsQueryOptions(query: ApplicationListQuery) {
  return queryOptions({
    queryKey: [...applicationsKey, 'list', query] as const,
    queryFn: ({ signal }) => getApplications(query, signal),
  });
}

export function useApplications(query: ApplicationListQuery) {
  return useQuery({ ...getApplicationsQueryOptions(query), placeholderData: keepPreviousData });
}
