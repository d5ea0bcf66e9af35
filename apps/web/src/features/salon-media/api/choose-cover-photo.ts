import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { apiClient } from '@/lib/api-client';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';
import { salonProfileKey } from './get-salon-profile';

/** PUT /salon-owner/salons/{salonId}/gallery/{photoId}/cover: the photo becomes the salon's cover. */
export function useChooseCoverPhoto(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiClient.put<SuccessEnvelope<GalleryPhoto>>(
        `/salon-owner/salons/${salonId}/gallery/${photoId}/cover`,
        undefined,
        { fallbackMessage: MEDIA_UI.saveFailed },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
        queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
      ]),
  });
}
