import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userListQuerySchema } from '@salonya/contracts/admin';
import { getAdminUsers as getAdminUsersRoute } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';

export const adminUsersKey = ['admin', 'users'] as const;

/** The list's query, as the API reads it (userListQuerySchema). */
export type UserListQuery = Partial<z.output<typeof userListQuerySchema>>;

/** GET /admin/users?page&per_page&search&user_type&status → one page of users. */
export function getAdminUsers(query: UserListQuery, signal?: AbortSignal) {
  return api(getAdminUsersRoute, { query }, { signal, fallbackMessage: 'Kullanıcılar yüklenemedi' });
}

export function getAdminUsersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: [...adminUsersKey, 'list', query] as const,
    queryFn: ({ signal }) => getAdminUsers(query, signal),
  });
}

export function useAdminUsers(query: UserListQuery) {
  return useQuery({ ...getAdminUsersQueryOptions(query), placeholderData: keepPreviousData });
}
