import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { apiClient } from '@/lib/api-client';
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
      return apiClient.post<SuccessEnvelope<MediaImage>>(`/salon-owner/salons/${salonId}/${kind}`, form, {
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbackMessage: MEDIA_UI.uploadFailed,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
  });
}
