import { useCallback } from 'react';
import type { User } from '@salonya/contracts/user';
import { can, type Actor, type ObjectFacts, type Permission } from '@salonya/domain/permissions/permissions';
import { useSession } from '../lib/session';

/** The session user as the permission vocabulary's actor; an impersonating admin acts for that salon alone. */
export function actorOfUser(user: User | null): Actor | null {
  if (user === null) return null;
  return { userType: user.user_type, userId: user.id, actingSalonId: user.impersonated_salon?.id ?? null };
}

/**
 * Shows or hides a control with the same `can()` the API enforces (ADR 0038). The server still decides: this only
 * keeps controls a user may not use off the screen.
 */
export function useCan(): (permission: Permission, object?: ObjectFacts) => boolean {
  const { user } = useSession();
  return useCallback(
    (permission: Permission, object?: ObjectFacts) => can(actorOfUser(user), permission, object),
    [user],
  );
}
