import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffService } from '@salonya/contracts/staff-dashboard';
import { apiClient } from '@/lib/api-client';

/** GET /staff/services, for tagging a photo with one of the staff member's services. */
export async function getOwnServices(signal?: AbortSignal): Promise<StaffService[]> {
  const response = await apiClient.get<SuccessEnvelope<{ services: StaffService[] }>>('/staff/services', {
    signal,
    fallbackMessage: 'Hizmetleriniz yüklenemedi',
  });
  return response.data.services;
}

export function useOwnServices() {
  return useQuery(
    queryOptions({
      queryKey: ['staff-services', 'options'] as const,
      queryFn: ({ signal }) => getOwnServices(signal),
    }),
  );
}
