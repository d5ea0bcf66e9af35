import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSalonOwnerSalonsCover, postSalonOwnerSalonsLogo } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { UPLOAD_TIMEOUT_MS, MEDIA_UI } from '../utils/media-files';
import { salonProfileKey } from './get-salon-profile';

export type SalonImageKind = 'logo' | 'cover';

/** POST /salon-owner/salons/{salonId}/{logo|cover} (multipart, one file); replaces the previous picture. */
export function useUploadSalonImage(salonId: number, kind: SalonImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(
        kind === 'logo' ? postSalonOwnerSalonsLogo : postSalonOwnerSalonsCover,
        { params: { salonId }, body: form },
        { timeoutMs: UPLOAD_TIMEOUT_MS, fallbackMessage: MEDIA_UI.uploadFailed },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
  });
}
