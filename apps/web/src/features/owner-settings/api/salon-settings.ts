import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSalonOwnerSalonsSettings, putSalonOwnerSalonsSettings } from '@salonya/contracts/api-routes';
import type { SalonSettingsBody } from '@salonya/contracts/salon-owner';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import { api, apiData, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export const salonSettingsKey = (salonId: number) => ['owner', 'salon-settings', salonId] as const;

/** GET /salon-owner/salons/{salonId}/settings of the selected salon. */
export function getSalonSettings(salonId: number, signal?: AbortSignal) {
  return apiData(
    getSalonOwnerSalonsSettings,
    { params: { salonId } },
    { signal, fallbackMessage: SALON_SETTINGS_MESSAGES.loadFailed },
  );
}

export function getSalonSettingsQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: salonSettingsKey(salonId),
    queryFn: ({ signal }) => getSalonSettings(salonId, signal),
  });
}

export function useSalonSettings(salonId: number) {
  return useQuery(getSalonSettingsQueryOptions(salonId));
}

type SaveAnswer = RouteAnswer<typeof putSalonOwnerSalonsSettings>;

/** PUT /salon-owner/salons/{salonId}/settings: the whole set; the answer replaces the cached one. */
export function updateSalonSettings(salonId: number, body: SalonSettingsBody) {
  return api(
    putSalonOwnerSalonsSettings,
    { params: { salonId }, body },
    { fallbackMessage: SALON_SETTINGS_MESSAGES.saveFailed },
  );
}

export function useUpdateSalonSettings(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation<SaveAnswer, ApiError, SalonSettingsBody>({
    mutationFn: (body) => updateSalonSettings(salonId, body),
    onSuccess: (response) => queryClient.setQueryData(salonSettingsKey(salonId), response.data),
  });
}
