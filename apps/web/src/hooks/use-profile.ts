import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthProfile } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import type { RequestOptions } from '@/lib/api-client';
import {
  getStoredUser,
  keepSessionFlags,
  profileQueryKey,
  updateStoredUser,
  useSession,
} from '@/lib/session';

/**
 * GET /auth/profile → the signed-in user, parsed with its contract (issue 14 item 4: one hook, one query key
 * `profileQueryKey`). The account and verification screens read it through useProfile, the admin area's access
 * check through getProfile; login and profile updates fill the same key.
 */
export function getProfile(options: RequestOptions = {}) {
  return apiData(getAuthProfile, {}, options);
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile({ signal }),
  });
}

/**
 * The signed-in user, fresh from the server; the stored session user is brought up to date with it (keeping the
 * impersonation flag). Disabled without a session.
 */
export function useProfile() {
  const { isAuthenticated } = useSession();
  const query = useQuery({ ...getProfileQueryOptions(), enabled: isAuthenticated });
  const { data } = query;
  useEffect(() => {
    if (data === undefined) return;
    const stored = getStoredUser();
    if (stored !== null && stored.id === data.id) updateStoredUser(keepSessionFlags(data, stored));
  }, [data]);
  return query;
}
