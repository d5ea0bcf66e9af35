import type { SuspendSalonRequest } from '@salonya/contracts/admin';
import { postAdminSalonsSuspend } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useSalonAction } from './use-salon-action';

export const SUSPEND_FAILED = 'Salon askıya alınamadı';

/** POST /admin/salons/{id}/suspend with a reason (10–1000 characters). */
export function suspendSalon({ id, ...body }: SuspendSalonRequest & { id: number }) {
  return api(postAdminSalonsSuspend, { params: { id }, body }, { fallbackMessage: SUSPEND_FAILED });
}

export function useSuspendSalon() {
  return useSalonAction(suspendSalon);
}
