import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSalonOwnerSalonsHomeService,
  putSalonOwnerSalonsHomeService,
} from '@salonya/contracts/api-routes';
import type { HomeServiceSettingsBody } from '@salonya/contracts/owner-services';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { api, apiData } from '@/lib/api';
import { SERVICES_UI } from '../utils/messages';
import { ownerSalonKey, ownerServicesKey } from './get-owner-services';

const homeServiceKey = (salonId: number) => [...ownerSalonKey(salonId), 'home-service'] as const;

/** GET /salon-owner/salons/{salonId}/home-service: radius, travel buffer, extra fee and the services. */
export function useHomeService(salonId: number) {
  return useQuery({
    queryKey: homeServiceKey(salonId),
    queryFn: ({ signal }) =>
      apiData(
        getSalonOwnerSalonsHomeService,
        { params: { salonId } },
        { signal, fallbackMessage: DATA_LOAD_FAILED },
      ),
  });
}

/** PUT /salon-owner/salons/{salonId}/home-service: the whole settings, and exactly these home services. */
export function useSaveHomeService(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeServiceSettingsBody) =>
      api(
        putSalonOwnerSalonsHomeService,
        { params: { salonId }, body },
        { fallbackMessage: SERVICES_UI.homeSaveFailed },
      ),
    onSuccess: (response) => {
      queryClient.setQueryData(homeServiceKey(salonId), response.data);
      return queryClient.invalidateQueries({ queryKey: ownerServicesKey(salonId) });
    },
  });
}
