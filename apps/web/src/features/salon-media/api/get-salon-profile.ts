import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsProfile } from '@salonya/contracts/api-routes';
import type { SalonProfile } from '@salonya/contracts/salon-media';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiData } from '@/lib/api';

export const salonProfileKey = (salonId: number) => ['owner', 'salons', salonId, 'profile'] as const;

/** GET /salon-owner/salons/{salonId}/profile: the selected salon's public profile, logo and cover. */
export function getSalonProfile(salonId: number, signal?: AbortSignal): Promise<SalonProfile> {
  return apiData(
    getSalonOwnerSalonsProfile,
    { params: { salonId } },
    { signal, fallbackMessage: DATA_LOAD_FAILED },
  );
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
