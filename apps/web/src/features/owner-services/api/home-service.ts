import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { HomeServiceSettings, HomeServiceSettingsBody } from '@salonya/contracts/owner-services';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey, ownerServicesKey } from './get-owner-services';

const homeServiceKey = (salonId: number) => [...ownerSalonKey(salonId), 'home-service'] as const;

/** GET /salon-owner/salons/{salonId}/home-service: radius, travel buffer, extra fee and the services. */
export function useHomeService(salonId: number) {
  return useQuery({
    queryKey: homeServiceKey(salonId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<SuccessEnvelope<HomeServiceSettings>>(
          `/salon-owner/salons/${salonId}/home-service`,
          {
            signal,
            fallbackMessage: DATA_LOAD_FAILED,
          },
        )
      ).data,
  });
}

/** PUT /salon-owner/salons/{salonId}/home-service: the whole settings, and exactly these home services. */
export function useSaveHomeService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeServiceSettingsBody) =>
      apiClient.put<SuccessEnvelope<HomeServiceSettings>>(
        `/salon-owner/salons/${salonId}/home-service`,
        body,
        {
          fallbackMessage: SERVICES_UI.homeSaveFailed,
        },
      ),
    onSuccess: (response) => {
      queryClient.setQueryData(homeServiceKey(salonId), response.data);
      return queryClient.invalidateQueries({ queryKey: ownerServicesKey(salonId) });
    },
  });
}
