import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSalonOwnerSalonsCover, deleteSalonOwnerSalonsLogo } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { MEDIA_UI } from '../utils/media-files';
import { salonProfileKey } from './get-salon-profile';
import type { SalonImageKind } from './upload-salon-image';

/** DELETE /salon-owner/salons/{salonId}/{logo|cover}. */
export function useRemoveSalonImage(salonId: number, kind: SalonImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(
        kind === 'logo' ? deleteSalonOwnerSalonsLogo : deleteSalonOwnerSalonsCover,
        { params: { salonId } },
        { fallbackMessage: MEDIA_UI.deleteFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
  });
}
