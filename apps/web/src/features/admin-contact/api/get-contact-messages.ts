import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessage, ContactMessageStatus, Paginated } from '@salonya/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

export interface ContactMessageListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ContactMessageStatus;
}

export type ContactMessagePage = Paginated<AdminContactMessage> & {
  meta: Paginated<AdminContactMessage>['meta'] & {
    status_counts?: Partial<Record<ContactMessageStatus, number>>;
  };
};

/** GET /admin/contact-messages?page&per_page&search&status → messages from /iletisim, with counts per status. */
export function getContactMessages(
  query: ContactMessageListQuery,
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  return apiClient.get<ContactMessagePage>(`/admin/contact-messages${toQueryString({ ...query })}`, {
    signal,
    fallbackMessage: 'Mesajlar yüklenemedi',
  });
}

export function getContactMessagesQueryOptions(query: ContactMessageListQuery) {
  return queryOptions({
    queryKey: [...contactMessagesKey, 'list', query] as const,
    queryFn: ({ signal }) => getContactMessages(query, signal),
  });
}

export function useContactMessages(query: ContactMessageListQuery) {
  return useQuery({ ...getContactMessagesQueryOptions(query), placeholderData: keepPreviousData });
}
