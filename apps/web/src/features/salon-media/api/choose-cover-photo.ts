import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSalonOwnerSalonsGalleryCover } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';
import { salonProfileKey } from './get-salon-profile';

/** PUT /salon-owner/salons/{salonId}/gallery/{photoId}/cover: the photo becomes the salon's cover. */
export function useChooseCoverPhoto(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      api(
        putSalonOwnerSalonsGalleryCover,
        { params: { salonId, photoId } },
        { fallbackMessage: MEDIA_UI.saveFailed },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
        queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
      ]),
  });
}
