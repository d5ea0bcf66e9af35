import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { salonListQuerySchema } from '@salonya/contracts/admin';
import { getAdminSalons as getAdminSalonsRoute } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';

/** The list's query, as the API reads it (salonListQuerySchema). */
export type SalonListQuery = Partial<z.output<typeof salonListQuerySchema>>;

export const adminSalonsKey = ['admin', 'salons'] as const;

/** GET /admin/salons?page&per_page&search&status&city_id&category_id&sort → one page of salons. */
export function getAdminSalons(query: SalonListQuery, signal?: AbortSignal) {
  return api(getAdminSalonsRoute, { query }, { signal, fallbackMessage: 'Salonlar yüklenemedi' });
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
