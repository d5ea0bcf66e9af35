import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminStaffGallery } from '@salonya/contracts/api-routes';
import type { StaffGalleryStatus } from '@salonya/domain/staff/gallery';
import { apiData } from '@/lib/api';

export const STAFF_GALLERY_QUEUE_FAILED = 'Fotoğraflar yüklenemedi';
export const staffGalleryQueueKey = ['admin', 'staff-gallery'] as const;

/** GET /admin/staff-gallery?status=&page=: the photos of one status (waiting ones oldest first). */
export function getStaffGalleryQueue(status: StaffGalleryStatus, page: number, signal?: AbortSignal) {
  return apiData(
    getAdminStaffGallery,
    { query: { status, page } },
    { signal, fallbackMessage: STAFF_GALLERY_QUEUE_FAILED },
  );
}

export function useStaffGalleryQueue(status: StaffGalleryStatus, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...staffGalleryQueueKey, status, page] as const,
      queryFn: ({ signal }) => getStaffGalleryQueue(status, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
