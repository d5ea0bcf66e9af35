import type { AdminSalonDetail, SuspendSalonRequest } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useSalonAction } from './use-salon-action';

export const SUSPEND_FAILED = 'Salon askıya alınamadı';

/** POST /admin/salons/{id}/suspend with a reason (10–1000 characters). */
export function suspendSalon({ id, ...body }: SuspendSalonRequest & { id: number }) {
  return apiClient.post<SuccessEnvelope<AdminSalonDetail>>(`/admin/salons/${id}/suspend`, body, {
    fallbackMessage: SUSPEND_FAILED,
  });
}

export function useSuspendSalon() {
  return useSalonAction(suspendSalon);
}
