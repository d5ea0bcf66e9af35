import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageListQuerySchema } from '@salonya/contracts/admin';
import { getAdminContactMessages } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';

export const contactMessagesKey = ['admin', 'contact-messages'] as const;

/** The list's query, as the API reads it (contactMessageListQuerySchema). */
export type ContactMessageListQuery = Partial<z.output<typeof contactMessageListQuerySchema>>;

/** GET /admin/contact-messages?page&per_page&search&status → messages from /iletisim, with counts per status. */
export function getContactMessages(query: ContactMessageListQuery, signal?: AbortSignal) {
  return api(getAdminContactMessages, { query }, { signal, fallbackMessage: 'Mesajlar yüklenemedi' });
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
