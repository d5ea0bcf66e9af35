import type { AdminSalonDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useSalonAction } from './use-salon-action';

export const VERIFY_FAILED = 'Doğrulama durumu değiştirilemedi';

/** POST /admin/salons/{id}/verify with is_verified. */
export function verifySalon({ id, isVerified }: { id: number; isVerified: boolean }) {
  return apiClient.post<SuccessEnvelope<AdminSalonDetail>>(
    `/admin/salons/${id}/verify`,
    { is_verified: isVerified },
    { fallbackMessage: VERIFY_FAILED },
  );
}

export function useVerifySalon() {
  return useSalonAction(verifySalon);
}
