import { useQuery } from '@tanstack/react-query';
import { getStaffInvitations } from '@salonya/contracts/api-routes';
import type { PublicInvitation } from '@salonya/contracts/team';
import { apiData } from '@/lib/api';
import { teamKeys } from './keys';

export const INVITATION_OPEN_FAILED = 'Davet bağlantısı açılamadı';

/** GET /staff-invitations/{token} (public): the salon and the account the invitation is for. */
export function getPublicInvitation(token: string, signal?: AbortSignal): Promise<PublicInvitation> {
  return apiData(
    getStaffInvitations,
    { params: { token } },
    { auth: false, signal, fallbackMessage: INVITATION_OPEN_FAILED },
  );
}

export function usePublicInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.publicInvitation(token),
    queryFn: ({ signal }) => getPublicInvitation(token, signal),
    retry: false,
  });
}
