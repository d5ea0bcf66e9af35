import { useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { PublicInvitation } from '@salonya/contracts/team';
import { apiClient } from '@/lib/api-client';
import { teamKeys } from './keys';

export const INVITATION_OPEN_FAILED = 'Davet bağlantısı açılamadı';

/** GET /staff-invitations/{token} (public): the salon and the account the invitation is for. */
export async function getPublicInvitation(token: string, signal?: AbortSignal): Promise<PublicInvitation> {
  const response = await apiClient.get<SuccessEnvelope<PublicInvitation>>(
    `/staff-invitations/${encodeURIComponent(token)}`,
    { auth: false, signal, fallbackMessage: INVITATION_OPEN_FAILED },
  );
  return response.data;
}

export function usePublicInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.publicInvitation(token),
    queryFn: ({ signal }) => getPublicInvitation(token, signal),
    retry: false,
  });
}
