import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { SalonProfile } from '@salonya/contracts/salon-media';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';

export const salonProfileKey = (salonId: number) => ['owner', 'salons', salonId, 'profile'] as const;

/** GET /salon-owner/salons/{salonId}/profile: the selected salon's public profile, logo and cover. */
export async function getSalonProfile(salonId: number, signal?: AbortSignal): Promise<SalonProfile> {
  const response = await apiClient.get<SuccessEnvelope<SalonProfile>>(
    `/salon-owner/salons/${salonId}/profile`,
    {
      signal,
      fallbackMessage: DATA_LOAD_FAILED,
    },
  );
  return response.data;
}

export function getSalonProfileQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: salonProfileKey(salonId),
    queryFn: ({ signal }) => getSalonProfile(salonId, signal),
  });
}

export function useSalonProfile(salonId: number | null) {
  return useQuery({ ...getSalonProfileQueryOptions(salonId ?? 0), enabled: salonId !== null });
}
