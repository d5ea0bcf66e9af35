import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountAvatar } from '@salonya/contracts/api-routes';
import type { AvatarResponse } from '@salonya/contracts/privacy';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';
import { getStoredUser, keepSessionFlags, profileQueryKey, updateStoredUser } from '@/lib/session';

export const AVATAR_FAILED = 'Profil fotoğrafınız güncellenemedi';

/** POST /account/avatar (multipart, one file) and DELETE of the same path; the stored user follows. */
export function useAccountAvatar() {
  const queryClient = useQueryClient();
  const follow = (answer: { data: { user: Parameters<typeof updateStoredUser>[0] } }) => {
    const user = keepSessionFlags(answer.data.user, getStoredUser());
    updateStoredUser(user);
    queryClient.setQueryData(profileQueryKey, user);
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      // The typed client sends JSON bodies; uploads go through the client's FormData path (as the staff photo).
      return apiClient.post<AvatarResponse>('/account/avatar', form, {
        timeoutMs: UPLOAD_TIMEOUT_MS,
        fallbackMessage: AVATAR_FAILED,
      });
    },
    onSuccess: follow,
  });
  const remove = useMutation({
    mutationFn: () => api(deleteAccountAvatar, {}, { fallbackMessage: AVATAR_FAILED }),
    onSuccess: follow,
  });
  return { upload, remove };
}
