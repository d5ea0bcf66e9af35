import { postAdminSalonsVerify } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useSalonAction } from './use-salon-action';

export const VERIFY_FAILED = 'Doğrulama durumu değiştirilemedi';

/** POST /admin/salons/{id}/verify with is_verified. */
export function verifySalon({ id, isVerified }: { id: number; isVerified: boolean }) {
  return api(
    postAdminSalonsVerify,
    { params: { id }, body: { is_verified: isVerified } },
    { fallbackMessage: VERIFY_FAILED },
  );
}

export function useVerifySalon() {
  return useSalonAction(verifySalon);
}
