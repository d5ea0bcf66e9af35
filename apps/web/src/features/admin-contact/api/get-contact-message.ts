import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAdminContactMessagesById } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { contactMessagesKey } from './get-contact-messages';

export const MESSAGE_LOAD_FAILED = 'Mesaj yüklenemedi';

/** GET /admin/contact-messages/{id} → the message (a new one becomes read). */
export function getContactMessage(id: number, signal?: AbortSignal) {
  return apiData(
    getAdminContactMessagesById,
    { params: { id } },
    { signal, fallbackMessage: MESSAGE_LOAD_FAILED },
  );
}

export function getContactMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...contactMessagesKey, 'detail', id] as const,
    queryFn: ({ signal }) => getContactMessage(id, signal),
  });
}

/** Opening a new message marks it read on the server, so the list is refetched once it has loaded. */
export function useContactMessage(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getContactMessageQueryOptions(id ?? 0), enabled: id !== null });
  const readAt = query.data?.read_at;
  useEffect(() => {
    if (readAt !== undefined)
      void queryClient.invalidateQueries({ queryKey: [...contactMessagesKey, 'list'] });
  }, [readAt, queryClient]);
  return query;
}
