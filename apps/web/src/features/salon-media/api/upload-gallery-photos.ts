import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSalonOwnerSalonsGallery } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { MEDIA_UI, UPLOAD_TIMEOUT_MS } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';

/** POST /salon-owner/salons/{salonId}/gallery (multipart, several `file` parts; all stored or none). */
export function useUploadGalleryPhotos(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file);
      return api(
        postSalonOwnerSalonsGallery,
        { params: { salonId }, body: form },
        { timeoutMs: UPLOAD_TIMEOUT_MS, fallbackMessage: MEDIA_UI.uploadFailed },
      );
    },
    onSuccess: (response) => queryClient.setQueryData(salonGalleryKey(salonId), response.data),
  });
}
