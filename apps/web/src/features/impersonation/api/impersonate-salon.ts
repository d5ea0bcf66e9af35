import { useMutation } from '@tanstack/react-query';
import type { ImpersonateResponse } from '@salonya/contracts/admin';
import { postAdminSalonsImpersonate } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { getStoredUser, getToken, setSession } from '@/lib/session';
import { storeImpersonator } from '../utils/impersonator';

export const IMPERSONATE_FAILED = 'Salon sahibi olarak görüntüleme başlatılamadı';

/** POST /admin/salons/{id}/impersonate → a salon_owner session with `impersonating` and `impersonated_salon`. */
export function impersonateSalon(salonId: number): Promise<ImpersonateResponse> {
  return api(
    postAdminSalonsImpersonate,
    { params: { id: salonId } },
    { fallbackMessage: IMPERSONATE_FAILED },
  );
}

/**
 * SPEC §4 Impersonation: keeps the admin's session to return to, stores the owner session (with its flags) and
 * lets the caller open the owner area.
 */
export function useImpersonateSalon({ onStarted }: { onStarted: (response: ImpersonateResponse) => void }) {
  return useMutation<ImpersonateResponse, ApiError, number>({
    mutationFn: impersonateSalon,
    onSuccess: (response) => {
      const adminToken = getToken();
      const admin = getStoredUser();
      if (adminToken !== null && admin !== null) {
        storeImpersonator({
          token: adminToken,
          user: { id: admin.id, name: admin.name, email: admin.email },
        });
      }
      setSession(response.token, {
        ...response.user,
        impersonating: true,
        impersonated_salon: response.user.impersonated_salon,
      });
      onStarted(response);
    },
  });
}
