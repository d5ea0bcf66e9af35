import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffGalleryPhoto } from '@salonya/contracts/staff-area';
import { apiClient } from '@/lib/api-client';

export const STAFF_GALLERY_LOAD_FAILED = 'Fotoğraflarınız yüklenemedi';
export const staffGalleryKey = ['staff', 'gallery'] as const;

/** GET /staff/gallery: the staff member's own work photos, every status, newest first. */
export async function getStaffGallery(signal?: AbortSignal): Promise<StaffGalleryPhoto[]> {
  const response = await apiClient.get<SuccessEnvelope<StaffGalleryPhoto[]>>('/staff/gallery', {
    signal,
    fallbackMessage: STAFF_GALLERY_LOAD_FAILED,
  });
  return response.data;
}

export function useStaffGallery() {
  return useQuery(
    queryOptions({ queryKey: staffGalleryKey, queryFn: ({ signal }) => getStaffGallery(signal) }),
  );
}
