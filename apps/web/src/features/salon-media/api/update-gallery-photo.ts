import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { apiClient } from '@/lib/api-client';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';

/** PATCH /salon-owner/salons/{salonId}/gallery/{photoId}: the caption. */
export function useUpdateGalleryPhoto(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, caption }: { photoId: number; caption: string }) =>
      apiClient.patch<SuccessEnvelope<GalleryPhoto>>(
        `/salon-owner/salons/${salonId}/gallery/${photoId}`,
        { caption },
        { fallbackMessage: MEDIA_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
  });
}
