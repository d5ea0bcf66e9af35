import type { ApproveApplicationRequest } from '@salonya/contracts/admin';
import { postAdminSalonApplicationsApprove } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useApplicationDecision } from './use-application-decision';

export const APPROVE_FAILED = 'Başvuru onaylanamadı';

/** POST /admin/salon-applications/{id}/approve (optional note) → the salon and its owner account are created. */
export function approveApplication({ id, ...body }: ApproveApplicationRequest & { id: number }) {
  return api(
    postAdminSalonApplicationsApprove,
    { params: { id }, body },
    { fallbackMessage: APPROVE_FAILED },
  );
}

export function useApproveApplication() {
  return useApplicationDecision(approveApplication);
}
