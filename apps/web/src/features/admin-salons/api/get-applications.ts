import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { applicationListQuerySchema } from '@salonya/contracts/admin';
import { getAdminSalonApplications } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';

export const applicationsKey = ['admin', 'salon-applications'] as const;

/** The list's query, as the API reads it (applicationListQuerySchema). */
export type ApplicationListQuery = Partial<z.output<typeof applicationListQuerySchema>>;

/** GET /admin/salon-applications?page&per_page&search&status → applications sent from /salon-ol. */
export function getApplications(query: ApplicationListQuery, signal?: AbortSignal) {
  return api(getAdminSalonApplications, { query }, { signal, fallbackMessage: 'Başvurular yüklenemedi' });
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
