import { ACCESS_DENIED, ADMIN_ACCESS_DENIED, AUTH_REQUIRED } from '../messages';
import type { UserType } from '../user-types';
import { legacyRedirect } from './legacy-redirects';
import { isInvalidSeoPath, matchRoute, type RouteMatch } from './match';

export interface NavLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface SessionSnapshot {
  userType: UserType;
}

export type Flash = { type: 'info' | 'error' | 'success' | 'warning'; message: string };

export type NavigationDecision =
  | { kind: 'render'; match: RouteMatch }
  | { kind: 'redirect'; to: string; flash?: Flash; rememberUrl?: string }
  | { kind: 'not_found' };

/** Where the login page is. */
export const LOGIN_PATH = '/giris';

/** SPEC §4: where a logged-in user opening a guest-only page goes (admin keeps the hash). */
export function guestOnlyRedirectTarget(userType: UserType, hash = ''): string {
  if (userType === 'admin') return `/admin${hash}`;
  if (userType === 'staff') return '/personel';
  return '/';
}

/** SPEC §4: where a logged-in user opening '/' goes instead, or null to render the home page. */
export function homeRedirectTarget(userType: UserType): string | null {
  if (userType === 'admin') return '/admin';
  if (userType === 'staff') return '/personel';
  return null;
}

/**
 * The one decision the router applies on every navigation (SPEC §2.2, §2.3, §4, §5, §6), in this order:
 * 1. legacy aliases redirect (query and hash kept);
 * 2. a single path segment with '-' that is no valid route or SEO page redirects to '/'; other unknown paths
 *    are not_found;
 * 3. an admin opening '/' goes to '/admin', staff to '/personel';
 * 4. guest-only pages (login, register, password reset) send a logged-in user away (admin to '/admin' plus the
 *    hash, staff to '/personel', others to '/');
 * 5. a page that needs login sends a logged-out user to /giris with an info message, remembering the URL;
 * 6. a role page opened with another user_type redirects to '/' with an error ('/admin' uses its own alert);
 * 7. otherwise the match renders.
 */
export function resolveNavigation(
  location: NavLocation,
  session: SessionSnapshot | null,
): NavigationDecision {
  const { pathname, search, hash } = location;
  const url = `${pathname}${search}${hash}`;

  const legacy = legacyRedirect(url);
  if (legacy !== null) return { kind: 'redirect', to: legacy };

  const match = matchRoute(pathname);
  if (match === null) {
    return isInvalidSeoPath(pathname) ? { kind: 'redirect', to: '/' } : { kind: 'not_found' };
  }
  const { row } = match;

  if (session !== null && row.id === 'public.home') {
    const to = homeRedirectTarget(session.userType);
    if (to !== null) return { kind: 'redirect', to };
  }

  switch (row.access.kind) {
    case 'public':
      return { kind: 'render', match };
    case 'guest':
      return session === null
        ? { kind: 'render', match }
        : { kind: 'redirect', to: guestOnlyRedirectTarget(session.userType, hash) };
    case 'auth':
    case 'role':
      if (session === null) {
        return {
          kind: 'redirect',
          to: LOGIN_PATH,
          flash: { type: 'info', message: AUTH_REQUIRED },
          rememberUrl: url,
        };
      }
      if (row.access.kind === 'role' && row.access.role !== session.userType) {
        const message = row.id === 'admin' ? ADMIN_ACCESS_DENIED : ACCESS_DENIED;
        return { kind: 'redirect', to: '/', flash: { type: 'error', message } };
      }
      return { kind: 'render', match };
  }
}
