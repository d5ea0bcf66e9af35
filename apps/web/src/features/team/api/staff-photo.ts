import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteSalonOwnerSalonsStaffPhoto,
  postSalonOwnerSalonsStaffPhoto,
} from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';
import { TEAM_PHOTO_UI } from '../utils/team';
import { teamKeys } from './keys';

/** POST …/staff/{salonStaffId}/photo (multipart, one file): replaces the member's photo. */
export function useUploadStaffPhoto(salonId: number, salonStaffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(
        postSalonOwnerSalonsStaffPhoto,
        { params: { salonId, salonStaffId }, body: form },
        { timeoutMs: UPLOAD_TIMEOUT_MS, fallbackMessage: TEAM_PHOTO_UI.uploadFailed },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(salonId) }),
  });
}

/** DELETE …/staff/{salonStaffId}/photo: back to the initials. */
export function useRemoveStaffPhoto(salonId: number, salonStaffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(
        deleteSalonOwnerSalonsStaffPhoto,
        { params: { salonId, salonStaffId } },
        { fallbackMessage: TEAM_PHOTO_UI.deleteFailed },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all(salonId) }),
  });
}
