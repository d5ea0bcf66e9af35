import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@salonya/contracts/auth';
import { profileQueryKey, setSession } from '@/lib/session';

/**
 * After a successful login or registration (SPEC §4: registering logs the user in): stores the token and user and
 * primes the profile query. Nothing cached for a previous user may leak into the new session.
 */
export function startSession(queryClient: QueryClient, { token, user }: AuthResponse): void {
  queryClient.removeQueries();
  setSession(token, user);
  queryClient.setQueryData(profileQueryKey, user);
}
