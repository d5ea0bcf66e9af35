import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { User } from '@salonya/contracts/user';
import { apiClient } from '@/lib/api-client';
import {
  getStoredUser,
  keepSessionFlags,
  profileQueryKey,
  updateStoredUser,
  useSession,
} from '@/lib/session';

/** GET /auth/profile → the signed-in user. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const response = await apiClient.get<SuccessEnvelope<User>>('/auth/profile', { signal });
  return response.data;
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
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
