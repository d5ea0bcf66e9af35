import { useMutation } from '@tanstack/react-query';
import type { StopImpersonatingResponse } from '@salonya/contracts/admin';
import { STOP_IMPERSONATING_FAILED } from '@salonya/domain/messages';
import { postAdminStopImpersonating } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { clearImpersonator } from '../utils/impersonator';

/** POST /admin/stop-impersonating (with the impersonation token) → the admin session again. */
export function stopImpersonating() {
  return api(postAdminStopImpersonating, {}, { fallbackMessage: STOP_IMPERSONATING_FAILED });
}

/** Restores the admin session the server gives back; the caller then opens /admin#salons. */
export function useStopImpersonating({ onStopped }: { onStopped: () => void }) {
  return useMutation<StopImpersonatingResponse, ApiError>({
    mutationFn: stopImpersonating,
    onSuccess: (response) => {
      setSession(response.token, response.user);
      clearImpersonator();
      onStopped();
    },
  });
}
