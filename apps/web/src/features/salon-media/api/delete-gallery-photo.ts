import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSalonOwnerSalonsGallery } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';
import { salonProfileKey } from './get-salon-profile';

/** DELETE /salon-owner/salons/{salonId}/gallery/{photoId} (a cover photo also stops being the cover). */
export function useDeleteGalleryPhoto(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      api(
        deleteSalonOwnerSalonsGallery,
        { params: { salonId, photoId } },
        { fallbackMessage: MEDIA_UI.deleteFailed },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
        queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
      ]),
  });
}
