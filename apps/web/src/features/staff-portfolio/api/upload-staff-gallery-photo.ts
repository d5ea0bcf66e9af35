import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postStaffGallery } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
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
      return api(
        postStaffGallery,
        { body: form },
        { timeoutMs: UPLOAD_TIMEOUT_MS, fallbackMessage: STAFF_GALLERY_UPLOAD_FAILED },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGalleryKey }),
  });
}
