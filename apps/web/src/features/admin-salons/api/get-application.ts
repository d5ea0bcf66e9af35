import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSalonApplicationsById } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { applicationsKey } from './get-applications';

/** GET /admin/salon-applications/{id} → the application with its documents. */
export function getApplication(id: number, signal?: AbortSignal) {
  return apiData(
    getAdminSalonApplicationsById,
    { params: { id } },
    { signal, fallbackMessage: 'Başvuru yüklenemedi' },
  );
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
