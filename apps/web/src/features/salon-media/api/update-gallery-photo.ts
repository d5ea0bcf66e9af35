import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchSalonOwnerSalonsGallery } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';

/** PATCH /salon-owner/salons/{salonId}/gallery/{photoId}: the caption. */
export function useUpdateGalleryPhoto(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, caption }: { photoId: number; caption: string }) =>
      api(
        patchSalonOwnerSalonsGallery,
        { params: { salonId, photoId }, body: { caption } },
        { fallbackMessage: MEDIA_UI.saveFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
  });
}
