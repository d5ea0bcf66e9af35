import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSalonListItem, AdminSalonStatus, Paginated } from '@salonya/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

/** The list's query (salonListQuerySchema on the server). */
export interface SalonListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: AdminSalonStatus;
  city_id?: number;
  category_id?: number;
  sort?: 'newest' | 'oldest' | 'name' | 'rating' | 'appointments';
}

export const adminSalonsKey = ['admin', 'salons'] as const;

/** GET /admin/salons?page&per_page&search&status&city_id&category_id&sort → one page of salons. */
export function getAdminSalons(
  query: SalonListQuery,
  signal?: AbortSignal,
): Promise<Paginated<AdminSalonListItem>> {
  return apiClient.get<Paginated<AdminSalonListItem>>(`/admin/salons${toQueryString({ ...query })}`, {
    signal,
    fallbackMessage: 'Salonlar yüklenemedi',
  });
}

export function getAdminSalonsQueryOptions(query: SalonListQuery) {
  return queryOptions({
    queryKey: [...adminSalonsKey, 'list', query] as const,
    queryFn: ({ signal }) => getAdminSalons(query, signal),
  });
}

export function useAdminSalons(query: SalonListQuery) {
  return useQuery({ ...getAdminSalonsQueryOptions(query), placeholderData: keepPreviousData });
}
