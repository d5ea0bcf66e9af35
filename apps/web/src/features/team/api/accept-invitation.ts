import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postStaffInvitationsAccept } from '@salonya/contracts/api-routes';
import type { AcceptInvitationRequest } from '@salonya/contracts/team';
import { api } from '@/lib/api';
import { profileQueryKey, setSession } from '@/lib/session';
import { teamKeys } from './keys';

export const INVITATION_ACCEPT_FAILED = 'Davet kabul edilemedi';

/** POST /staff-invitations/{token}/accept (public): joins the salon and answers with a session. */
export function acceptInvitation(token: string, body: AcceptInvitationRequest) {
  return api(
    postStaffInvitationsAccept,
    { params: { token }, body },
    { auth: false, fallbackMessage: INVITATION_ACCEPT_FAILED },
  );
}

/** Accepts and signs the invitee in (SPEC §4: token and user stored; nothing of an earlier session kept). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationRequest) => acceptInvitation(token, body),
    onSuccess: (response) => {
      // Nothing cached for an earlier session may leak into the new one; the open invitation page keeps its own
      // query (removing it would refetch the now used link before the page moves on).
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== teamKeys.publicInvitation(token)[0],
      });
      setSession(response.token, response.user);
      queryClient.setQueryData(profileQueryKey, response.user);
    },
  });
}
