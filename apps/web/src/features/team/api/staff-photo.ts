import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { apiClient } from '@/lib/api-client';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';
import { TEAM_PHOTO_UI } from '../utils/team';
import { ownerBase, teamKeys } from './keys';

const photoPath = (salonId: number, salonStaffId: number) =>
  `${ownerBase(salonId)}/staff/${salonStaffId}/photo`;

/** POST …/staff/{salonStaffId}/photo (multipart, one file): replaces the member's photo. */
export function useUploadStaffPhoto(salonId: number, salonStaffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<SuccessEnvelope<MediaImage>>(photoPath(salonId, salonStaffId), form, {
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbackMessage: TEAM_PHOTO_UI.uploadFailed,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(salonId) }),
  });
}

/** DELETE …/staff/{salonStaffId}/photo: back to the initials. */
export function useRemoveStaffPhoto(salonId: number, salonStaffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.delete<{ success: true; message: string }>(photoPath(salonId, salonStaffId), undefined, {
        fallbackMessage: TEAM_PHOTO_UI.deleteFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(salonId) }),
  });
}
