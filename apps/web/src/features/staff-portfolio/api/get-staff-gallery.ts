import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffGallery } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const STAFF_GALLERY_LOAD_FAILED = 'Fotoğraflarınız yüklenemedi';
export const staffGalleryKey = ['staff', 'gallery'] as const;

/** GET /staff/gallery: the staff member's own work photos, every status, newest first. */
export function useStaffGallery() {
  return useQuery(
    queryOptions({
      queryKey: staffGalleryKey,
      queryFn: ({ signal }) =>
        apiData(getStaffGallery, {}, { signal, fallbackMessage: STAFF_GALLERY_LOAD_FAILED }),
    }),
  );
}
