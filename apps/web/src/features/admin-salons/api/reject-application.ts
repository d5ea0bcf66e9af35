import type { RejectApplicationRequest } from '@salonya/contracts/admin';
import { postAdminSalonApplicationsReject } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useApplicationDecision } from './use-application-decision';

export const REJECT_FAILED = 'Başvuru reddedilemedi';

/** POST /admin/salon-applications/{id}/reject with a reason (e-mailed to the applicant). */
export function rejectApplication({ id, ...body }: RejectApplicationRequest & { id: number }) {
  return api(postAdminSalonApplicationsReject, { params: { id }, body }, { fallbackMessage: REJECT_FAILED });
}

export function useRejectApplication() {
  return useApplicationDecision(rejectApplication);
}
