import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSalonOwnerSalonsProfile } from '@salonya/contracts/api-routes';
import type { UpdateSalonProfileData } from '@salonya/contracts/salon-media';
import { PROFILE_UPDATE_FAILED } from '@salonya/domain/messages';
import { api } from '@/lib/api';
import { salonProfileKey } from './get-salon-profile';

/** PUT /salon-owner/salons/{salonId}/profile; the answer is the saved profile. */
export function useUpdateSalonProfile(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateSalonProfileData) =>
      api(
        putSalonOwnerSalonsProfile,
        // The body is the schema's input: no phone is '' (the API turns it into null; a null would be refused).
        { params: { salonId }, body: { ...data, phone: data.phone ?? '' } },
        { fallbackMessage: PROFILE_UPDATE_FAILED },
      ),
    onSuccess: (response) => {
      queryClient.setQueryData(salonProfileKey(salonId), response.data);
      // The salon's name shows in the owner's salon selector.
      void queryClient.invalidateQueries({ queryKey: ['owner', 'salons'], exact: true });
    },
  });
}
