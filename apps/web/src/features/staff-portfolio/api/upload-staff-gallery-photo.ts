import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffGalleryPhoto } from '@salonya/contracts/staff-area';
import { apiClient } from '@/lib/api-client';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';
import { staffGalleryKey } from './get-staff-gallery';

export const STAFF_GALLERY_UPLOAD_FAILED = 'Fotoğraf yüklenemedi';

export interface StaffGalleryUpload {
  file: File;
  caption: string;
  serviceId: number | null;
}

/** POST /staff/gallery (multipart: one `file`, `caption`, `service_id`); the photo waits for the admin. */
export function useUploadStaffGalleryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption, serviceId }: StaffGalleryUpload) => {
      const form = new FormData();
      form.append('caption', caption);
      if (serviceId !== null) form.append('service_id', String(serviceId));
      form.append('file', file);
      return apiClient.post<SuccessEnvelope<StaffGalleryPhoto>>('/staff/gallery', form, {
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbackMessage: STAFF_GALLERY_UPLOAD_FAILED,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGalleryKey }),
  });
}
