import { EMERGENCY_ADMIN_HASH_TTL_MS } from '../constants';
import type { UserType } from '../user-types';
import { legacyRedirect } from './legacy-redirects';
import { matchRoute, splitUrl } from './match';

/** SPEC §2.11: the home of each area, used when leaving a booking flow or going back without history. */
export function fallbackHome(userType: UserType | null): string {
  switch (userType) {
    case 'customer':
      return '/musteri';
    case 'salon_owner':
      return '/salon';
    case 'staff':
      return '/personel';
    case 'admin':
      return '/admin';
    default:
      return '/';
  }
}

/**
 * True for a same-origin absolute path: starts with '/', not '//' or '/\' (protocol-relative to browsers), and no
 * control characters or whitespace.
 */
export function isSafeInternalPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  return ![...url].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || /\s/u.test(ch));
}

/** True when the path (after any legacy alias) is a guest-only page such as /giris. */
function isGuestOnly(url: string): boolean {
  const { pathname } = splitUrl(legacyRedirect(url) ?? url);
  return matchRoute(pathname)?.row.access.kind === 'guest';
}

/** True when the URL's pathname is `areaRoot` or below it (ignoring the query and hash). */
function isWithin(url: string, areaRoot: string): boolean {
  const { pathname } = splitUrl(url);
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === areaRoot || path.startsWith(`${areaRoot}/`);
}

/**
 * Where a user goes right after login or register (SPEC §4):
 * - admin: '/admin' plus a valid emergency admin hash; otherwise a remembered '/admin…' URL (so '/admin#users'
 *   survives the login round trip); otherwise '/admin';
 * - staff: a remembered URL inside /personel, otherwise '/personel';
 * - customers and salon owners: the remembered URL when it is a safe same-origin path and not a guest-only page,
 *   otherwise '/'.
 */
export function landingAfterLogin(
  userType: UserType,
  rememberedUrl: string | null,
  emergencyAdminHash: string | null,
): string {
  const remembered =
    rememberedUrl !== null && isSafeInternalPath(rememberedUrl) && !isGuestOnly(rememberedUrl)
      ? rememberedUrl
      : null;
  if (userType === 'admin') {
    if (emergencyAdminHash !== null && isValidHash(emergencyAdminHash)) return `/admin${emergencyAdminHash}`;
    return remembered !== null && isWithin(remembered, '/admin') ? remembered : '/admin';
  }
  if (userType === 'staff') {
    return remembered !== null && isWithin(remembered, '/personel') ? remembered : '/personel';
  }
  return remembered ?? '/';
}

function isValidHash(hash: string): boolean {
  return hash.startsWith('#') && hash.length > 1;
}

export interface StoredEmergencyAdminHash {
  hash: string;
  /** Epoch milliseconds when it was stored. */
  createdAt: number;
}

/**
 * SPEC §4: the short-lived emergency admin hash, valid for 5 s after it was stored (0 ≤ age ≤ 5000 ms), and only
 * when it is a real hash ('#' plus something). Returns the hash or null.
 */
export function emergencyAdminHash(stored: StoredEmergencyAdminHash | null, now: number): string | null {
  if (stored === null || !isValidHash(stored.hash)) return null;
  const age = now - stored.createdAt;
  return Number.isFinite(age) && age >= 0 && age <= EMERGENCY_ADMIN_HASH_TTL_MS ? stored.hash : null;
}
