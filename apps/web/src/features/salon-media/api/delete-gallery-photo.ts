import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';
import { salonProfileKey } from './get-salon-profile';

/** DELETE /salon-owner/salons/{salonId}/gallery/{photoId} (a cover photo also stops being the cover). */
export function useDeleteGalleryPhoto(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiClient.delete<{ success: true; message: string }>(
        `/salon-owner/salons/${salonId}/gallery/${photoId}`,
        undefined,
        {
          fallbackMessage: MEDIA_UI.deleteFailed,
        },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) }),
        queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
      ]),
  });
}
