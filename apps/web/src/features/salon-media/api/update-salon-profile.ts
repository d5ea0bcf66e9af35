import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { SalonProfile, UpdateSalonProfileData } from '@salonya/contracts/salon-media';
import { PROFILE_UPDATE_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import { salonProfileKey } from './get-salon-profile';

/** PUT /salon-owner/salons/{salonId}/profile; the answer is the saved profile. */
export function useUpdateSalonProfile(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateSalonProfileData) =>
      apiClient.put<SuccessEnvelope<SalonProfile>>(`/salon-owner/salons/${salonId}/profile`, data, {
        fallbackMessage: PROFILE_UPDATE_FAILED,
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(salonProfileKey(salonId), response.data);
      // The salon's name shows in the owner's salon selector.
      void queryClient.invalidateQueries({ queryKey: ['owner', 'salons'], exact: true });
    },
  });
}
