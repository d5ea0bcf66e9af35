import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountAvatar, postAccountAvatar } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';
import { getStoredUser, keepSessionFlags, profileQueryKey, updateStoredUser } from '@/lib/session';

export const AVATAR_FAILED = 'Profil fotoğrafınız güncellenemedi';

/** POST /account/avatar (multipart, one file) and DELETE of the same path; the stored user follows. */
export function useAccountAvatar() {
  const queryClient = useQueryClient();
  const follow = (answer: RouteAnswer<typeof postAccountAvatar>) => {
    const user = keepSessionFlags(answer.data.user, getStoredUser());
    updateStoredUser(user);
    queryClient.setQueryData(profileQueryKey, user);
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(
        postAccountAvatar,
        { body: form },
        { timeoutMs: UPLOAD_TIMEOUT_MS, fallbackMessage: AVATAR_FAILED },
      );
    },
    onSuccess: follow,
  });
  const remove = useMutation({
    mutationFn: () => api(deleteAccountAvatar, {}, { fallbackMessage: AVATAR_FAILED }),
    onSuccess: follow,
  });
  return { upload, remove };
}
