import { getProfile } from '@/hooks/use-profile';
import { ApiError } from '@/lib/api-client';
import { getStoredUser, getToken, updateStoredUser } from '@/lib/session';

export type AdminAccess = 'allowed' | 'denied' | 'signed-out';
export type AccessCheck = () => Promise<AdminAccess>;

let pending: Promise<AdminAccess> | null = null;

async function check(): Promise<AdminAccess> {
  const stored = getStoredUser();
  if (getToken() === null || stored === null) return 'signed-out';
  if (stored.user_type !== 'admin') return 'denied';
  try {
    const user = await getProfile();
    if (user.user_type !== 'admin') return 'denied';
    updateStoredUser(user);
    return 'allowed';
  } catch (error) {
    // 401: the API client has cleared the session and is on its way to /giris.
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    if (error instanceof ApiError && error.status === 403) return 'denied';
    // Server unreachable: the stored admin session stands; each section's own calls will tell.
    return 'allowed';
  }
}

/**
 * 'Yetki kontrol ediliyor…': the stored session must be an admin, confirmed once per page load by
 * GET /auth/profile (a revoked token or a changed user type is caught before any section loads).
 */
export const verifyAdminAccess: AccessCheck = () => {
  if (getToken() === null || getStoredUser() === null) pending = null;
  pending ??= check().then((result) => {
    if (result !== 'allowed') pending = null;
    return result;
  });
  return pending;
};

/** Tests only. */
export function resetAdminAccess(): void {
  pending = null;
}
