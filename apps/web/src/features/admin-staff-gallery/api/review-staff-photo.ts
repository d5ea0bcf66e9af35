import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { AdminStaffGalleryItem } from '@salonya/contracts/staff-area';
import { apiClient } from '@/lib/api-client';
import { staffGalleryQueueKey } from './get-staff-gallery-queue';

export const STAFF_PHOTO_REVIEW_FAILED = 'İşlem tamamlanamadı';

/** POST /admin/staff-gallery/{id}/approve, or /reject with the reason the staff member will read. */
export function useReviewStaffPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? apiClient.post<SuccessEnvelope<AdminStaffGalleryItem>>(
            `/admin/staff-gallery/${id}/approve`,
            undefined,
            {
              fallbackMessage: STAFF_PHOTO_REVIEW_FAILED,
            },
          )
        : apiClient.post<SuccessEnvelope<AdminStaffGalleryItem>>(
            `/admin/staff-gallery/${id}/reject`,
            { reason },
            { fallbackMessage: STAFF_PHOTO_REVIEW_FAILED },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGalleryQueueKey }),
  });
}
