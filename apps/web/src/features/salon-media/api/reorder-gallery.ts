import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { apiClient } from '@/lib/api-client';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';

/** PUT /salon-owner/salons/{salonId}/gallery/order: the whole new order. */
export function useReorderGallery(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoIds: readonly number[]) =>
      apiClient.put<SuccessEnvelope<GalleryPhoto[]>>(
        `/salon-owner/salons/${salonId}/gallery/order`,
        { photo_ids: photoIds },
        { fallbackMessage: MEDIA_UI.saveFailed },
      ),
    onSuccess: (response) => queryClient.setQueryData(salonGalleryKey(salonId), response.data),
    onError: () => queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
  });
}
