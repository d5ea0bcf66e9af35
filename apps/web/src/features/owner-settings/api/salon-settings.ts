import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { SalonSettings, SalonSettingsBody } from '@salonya/contracts/salon-owner';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import { apiClient, type ApiError } from '@/lib/api-client';

export const salonSettingsKey = (salonId: number) => ['owner', 'salon-settings', salonId] as const;

/** GET /salon-owner/salons/{salonId}/settings of the selected salon. */
export async function getSalonSettings(salonId: number, signal?: AbortSignal): Promise<SalonSettings> {
  const response = await apiClient.get<SuccessEnvelope<SalonSettings>>(
    `/salon-owner/salons/${salonId}/settings`,
    {
      signal,
      fallbackMessage: SALON_SETTINGS_MESSAGES.loadFailed,
    },
  );
  return response.data;
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

/** PUT /salon-owner/salons/{salonId}/settings: the whole set; the answer replaces the cached one. */
export function updateSalonSettings(
  salonId: number,
  body: SalonSettingsBody,
): Promise<SuccessEnvelope<SalonSettings>> {
  return apiClient.put<SuccessEnvelope<SalonSettings>>(`/salon-owner/salons/${salonId}/settings`, body, {
    fallbackMessage: SALON_SETTINGS_MESSAGES.saveFailed,
  });
}

export function useUpdateSalonSettings(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation<SuccessEnvelope<SalonSettings>, ApiError, SalonSettingsBody>({
    mutationFn: (body) => updateSalonSettings(salonId, body),
    onSuccess: (response) => queryClient.setQueryData(salonSettingsKey(salonId), response.data),
  });
}
