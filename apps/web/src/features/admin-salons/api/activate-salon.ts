import { postAdminSalonsActivate } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useSalonAction } from './use-salon-action';

export const ACTIVATE_FAILED = 'Salon etkinleştirilemedi';

/** POST /admin/salons/{id}/activate: a pending or suspended salon becomes active. */
export function activateSalon(id: number) {
  return api(postAdminSalonsActivate, { params: { id } }, { fallbackMessage: ACTIVATE_FAILED });
}

export function useActivateSalon() {
  return useSalonAction(activateSalon);
}
