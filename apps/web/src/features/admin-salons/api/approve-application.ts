import type { ApplicationDetail, ApproveApplicationRequest } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useApplicationDecision } from './use-application-decision';

export const APPROVE_FAILED = 'Başvuru onaylanamadı';

/** POST /admin/salon-applications/{id}/approve (optional note) → the salon and its owner account are created. */
export function approveApplication({ id, ...body }: ApproveApplicationRequest & { id: number }) {
  return apiClient.post<SuccessEnvelope<ApplicationDetail>>(`/admin/salon-applications/${id}/approve`, body, {
    fallbackMessage: APPROVE_FAILED,
  });
}

export function useApproveApplication() {
  return useApplicationDecision(approveApplication);
}
