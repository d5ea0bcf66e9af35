import type { ApplicationDetail, RejectApplicationRequest } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useApplicationDecision } from './use-application-decision';

export const REJECT_FAILED = 'Başvuru reddedilemedi';

/** POST /admin/salon-applications/{id}/reject with a reason (e-mailed to the applicant). */
export function rejectApplication({ id, ...body }: RejectApplicationRequest & { id: number }) {
  return apiClient.post<SuccessEnvelope<ApplicationDetail>>(`/admin/salon-applications/${id}/reject`, body, {
    fallbackMessage: REJECT_FAILED,
  });
}

export function useRejectApplication() {
  return useApplicationDecision(rejectApplication);
}
