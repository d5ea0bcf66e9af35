import { useSyncExternalStore } from 'react';
import type { User } from '@salonya/contracts/user';
import { isUserType } from '@salonya/domain/user-types';
import { parseStoredObject, readStorage, takeStorage, writeStorage } from './storage';

/** SPEC §3: the browser keeps `auth_token` and `user_data`. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user_data';
/** Where the URL a logged-out visitor wanted is kept until login (sessionStorage: one tab, one intent). */
export const INTENDED_URL_KEY = 'intended_url';
/** SPEC §4: the short-lived emergency admin hash (valid 5 s, checked by the domain's emergencyAdminHash). */
export const EMERGENCY_ADMIN_HASH_KEY = 'emergency_admin_hash';

/**
 * The query of the signed-in user (GET /auth/profile): the auth feature fetches it, login and profile updates
 * fill it. Kept here because both features use the one key.
 */
export const profileQueryKey = ['auth', 'profile'] as const;

export interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
}

const listeners = new Set<() => void>();

/** A stored value is a user when it has the fields the app relies on; anything else is treated as no user. */
function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.name === 'string' &&
    typeof candidate.email === 'string' &&
    isUserType(candidate.user_type)
  );
}

/** A server render (ADR 0024) has no storage: nobody is logged in there. */
function hasLocalStorage(): boolean {
  return typeof localStorage !== 'undefined';
}

export function getToken(): string | null {
  if (!hasLocalStorage()) return null;
  const token = readStorage(localStorage, TOKEN_KEY);
  return token !== null && token.trim() !== '' ? token : null;
}

export function getStoredUser(): User | null {
  if (!hasLocalStorage()) return null;
  const parsed = parseStoredObject(readStorage(localStorage, USER_KEY));
  return looksLikeUser(parsed) ? parsed : null;
}

// useSyncExternalStore needs a stable snapshot: rebuild it only when the stored strings change.
let cachedKey: string | null = null;
let cachedSnapshot: SessionState = { user: null, token: null, isAuthenticated: false };

export function getSessionSnapshot(): SessionState {
  const token = getToken();
  const rawUser = readStorage(localStorage, USER_KEY);
  const key = `${token ?? ''}\u0000${rawUser ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const user = getStoredUser();
    cachedSnapshot = { user, token, isAuthenticated: token !== null && user !== null };
  }
  return cachedSnapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Tokens this page has sent to POST /auth/logout (revoked by the server): never sent again. */
const loggedOutTokens = new Set<string>();

export function markTokenLoggedOut(token: string): void {
  loggedOutTokens.add(token);
}

export function isLoggedOutToken(token: string): boolean {
  return loggedOutTokens.has(token);
}

export function setSession(token: string, user: User): void {
  loggedOutTokens.delete(token);
  writeStorage(localStorage, TOKEN_KEY, token);
  writeStorage(localStorage, USER_KEY, JSON.stringify(user));
  notify();
}

export function updateStoredUser(user: User): void {
  writeStorage(localStorage, USER_KEY, JSON.stringify(user));
  notify();
}

/**
 * SPEC §4: the impersonation flag (and the impersonated salon) survive a profile refresh. A user object from the
 * server replaces the stored one except for those two session facts.
 */
export function keepSessionFlags(next: User, stored: User | null): User {
  if (stored === null || stored.id !== next.id) return next;
  return {
    ...next,
    impersonating: next.impersonating || stored.impersonating,
    impersonated_salon: next.impersonated_salon ?? stored.impersonated_salon,
  };
}

export function clearSession(): void {
  writeStorage(localStorage, TOKEN_KEY, null);
  writeStorage(localStorage, USER_KEY, null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot: SessionState = { user: null, token: null, isAuthenticated: false };

/** The current session; re-renders on login, logout, profile updates and changes from other tabs. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionSnapshot, () => serverSnapshot);
}

/** Remembers where a logged-out visitor wanted to go (pathname + search + hash), for after login. */
export function rememberIntendedUrl(url: string): void {
  writeStorage(sessionStorage, INTENDED_URL_KEY, url);
}

/** The remembered URL, removed as it is read. */
export function takeIntendedUrl(): string | null {
  return takeStorage(sessionStorage, INTENDED_URL_KEY);
}

/** SPEC §4: keeps the admin hash for a few seconds so login can land on that admin section. */
export function storeEmergencyAdminHash(hash: string): void {
  writeStorage(sessionStorage, EMERGENCY_ADMIN_HASH_KEY, JSON.stringify({ hash, createdAt: Date.now() }));
}

/** The stored emergency hash with its creation time, removed as it is read (validity is the caller's check). */
export function takeEmergencyAdminHash(): { hash: string; createdAt: number } | null {
  const parsed = parseStoredObject(takeStorage(sessionStorage, EMERGENCY_ADMIN_HASH_KEY));
  if (parsed === null) return null;
  const { hash, createdAt } = parsed;
  return typeof hash === 'string' && typeof createdAt === 'number' ? { hash, createdAt } : null;
}
