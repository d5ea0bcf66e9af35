import type { AdminSalonDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useSalonAction } from './use-salon-action';

export const ACTIVATE_FAILED = 'Salon etkinleştirilemedi';

/** POST /admin/salons/{id}/activate: a pending or suspended salon becomes active. */
export function activateSalon(id: number) {
  return apiClient.post<SuccessEnvelope<AdminSalonDetail>>(`/admin/salons/${id}/activate`, undefined, {
    fallbackMessage: ACTIVATE_FAILED,
  });
}

export function useActivateSalon() {
  return useSalonAction(activateSalon);
}
