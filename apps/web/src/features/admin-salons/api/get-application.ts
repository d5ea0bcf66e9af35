import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { applicationsKey } from './get-applications';

/** GET /admin/salon-applications/{id} → the application with its documents. */
export async function getApplication(id: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  const response = await apiClient.get<SuccessEnvelope<ApplicationDetail>>(
    `/admin/salon-applications/${id}`,
    {
      signal,
      fallbackMessage: 'Başvuru yüklenemedi',
    },
  );
  return response.data;
}

export function getApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...applicationsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

export function useApplication(id: number | null) {
  return useQuery({ ...getApplicationQueryOptions(id ?? 0), enabled: id !== null });
}
