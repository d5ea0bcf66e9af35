import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStaffPublicProfilePhoto, postStaffPublicProfilePhoto } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';
import { staffPublicProfileKey } from './get-staff-public-profile';

export const STAFF_PHOTO_FAILED = 'Profil fotoğrafınız güncellenemedi';

/** POST /staff/public-profile/photo (multipart, one file) and DELETE of the same path. */
export function useStaffProfilePhoto() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffPublicProfileKey });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(
        postStaffPublicProfilePhoto,
        { body: form },
        { timeoutMs: UPLOAD_TIMEOUT_MS, fallbackMessage: STAFF_PHOTO_FAILED },
      );
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => api(deleteStaffPublicProfilePhoto, {}, { fallbackMessage: STAFF_PHOTO_FAILED }),
    onSuccess: refresh,
  });
  return { upload, remove };
}
