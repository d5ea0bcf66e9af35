import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAdminStaffGalleryApprove, postAdminStaffGalleryReject } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { staffGalleryQueueKey } from './get-staff-gallery-queue';

export const STAFF_PHOTO_REVIEW_FAILED = 'İşlem tamamlanamadı';

/** POST /admin/staff-gallery/{id}/approve, or /reject with the reason the staff member will read. */
export function useReviewStaffPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? api(
            postAdminStaffGalleryApprove,
            { params: { id } },
            { fallbackMessage: STAFF_PHOTO_REVIEW_FAILED },
          )
        : api(
            postAdminStaffGalleryReject,
            { params: { id }, body: { reason } },
            { fallbackMessage: STAFF_PHOTO_REVIEW_FAILED },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGalleryQueueKey }),
  });
}
