import { AUTH_REQUIRED, ADMIN_ACCESS_DENIED } from '@salonya/domain/messages';
import { LOGIN_PATH } from '@salonya/domain/routing/navigation';
import { storeFlash } from '@/lib/flash';
import { getStoredUser, getToken, rememberIntendedUrl, storeEmergencyAdminHash } from '@/lib/session';

export type AdminGuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * SPEC §4, §5: the admin page needs a signed-in admin.
 * - Nobody signed in: remember '/admin' plus the hash, keep the hash as the emergency admin hash (valid 5 s, so
 *   login lands on the same section), go to /giris with the login-required message.
 * - Signed in with another user type: the alert 'Bu sayfaya erişim yetkiniz bulunmuyor.' and '/'.
 */
export function guardAdminPage(hash: string): AdminGuardResult {
  const token = getToken();
  const user = getStoredUser();
  if (token === null || user === null) {
    rememberIntendedUrl(`/admin${hash}`);
    if (hash.length > 1) storeEmergencyAdminHash(hash);
    storeFlash({ type: 'info', message: AUTH_REQUIRED });
    return { kind: 'redirect', to: LOGIN_PATH };
  }
  if (user.user_type !== 'admin') {
    storeFlash({ type: 'error', message: ADMIN_ACCESS_DENIED });
    return { kind: 'redirect', to: '/' };
  }
  return { kind: 'allow' };
}
