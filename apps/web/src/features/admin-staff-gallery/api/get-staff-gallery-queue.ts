import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { AdminStaffGalleryPage } from '@salonya/contracts/staff-area';
import type { StaffGalleryStatus } from '@salonya/domain/staff/gallery';
import { apiClient } from '@/lib/api-client';

export const STAFF_GALLERY_QUEUE_FAILED = 'Fotoğraflar yüklenemedi';
export const staffGalleryQueueKey = ['admin', 'staff-gallery'] as const;

/** GET /admin/staff-gallery?status=&page=: the photos of one status (waiting ones oldest first). */
export async function getStaffGalleryQueue(
  status: StaffGalleryStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminStaffGalleryPage> {
  const response = await apiClient.get<SuccessEnvelope<AdminStaffGalleryPage>>(
    `/admin/staff-gallery?status=${status}&page=${page}`,
    { signal, fallbackMessage: STAFF_GALLERY_QUEUE_FAILED },
  );
  return response.data;
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
