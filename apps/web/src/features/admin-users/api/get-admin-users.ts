import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserListItem, Paginated } from '@salonya/contracts/admin';
import type { UserType } from '@salonya/contracts/user';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

export const adminUsersKey = ['admin', 'users'] as const;

/** The list's query (userListQuerySchema on the server). */
export interface UserListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  user_type?: UserType;
  status?: 'active' | 'inactive';
}

/** GET /admin/users?page&per_page&search&user_type&status → one page of users. */
export function getAdminUsers(
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<Paginated<AdminUserListItem>> {
  return apiClient.get<Paginated<AdminUserListItem>>(`/admin/users${toQueryString({ ...query })}`, {
    signal,
    fallbackMessage: 'Kullanıcılar yüklenemedi',
  });
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
