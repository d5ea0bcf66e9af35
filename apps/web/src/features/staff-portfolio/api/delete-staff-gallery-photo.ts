import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStaffGallery } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { staffGalleryKey } from './get-staff-gallery';

export const STAFF_GALLERY_DELETE_FAILED = 'Fotoğraf silinemedi';

/** DELETE /staff/gallery/{photoId}: one of the staff member's own photos, with its files. */
export function useDeleteStaffGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      api(deleteStaffGallery, { params: { photoId } }, { fallbackMessage: STAFF_GALLERY_DELETE_FAILED }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGalleryKey }),
  });
}
