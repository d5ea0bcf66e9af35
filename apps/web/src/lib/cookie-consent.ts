import { useSyncExternalStore } from 'react';
import { parseStoredObject, readStorage, writeStorage } from './storage';

/**
 * The visitor's cookie choice (çerez politikası, SPEC §2.1) and whether the preferences dialog is open.
 * Stored in localStorage 'cookie_consent' as {version, necessary, functional, analytics, marketing, decided_at}.
 * A missing, unreadable or older-version value counts as "not decided": the banner asks again.
 *
 * Other code asks `hasCookieConsent('functional')` before keeping optional data (search history, last location),
 * and a "Çerez Tercihleri" link anywhere calls `openCookiePreferences()`.
 */

export const COOKIE_CONSENT_KEY = 'cookie_consent';
export const COOKIE_CONSENT_VERSION = 1;

/** The categories a visitor may turn on or off; 'necessary' is always on. */
export const OPTIONAL_COOKIE_CATEGORIES = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

export type CookieChoices = Readonly<Record<OptionalCookieCategory, boolean>>;

export interface CookieConsent extends CookieChoices {
  version: typeof COOKIE_CONSENT_VERSION;
  necessary: true;
  /** ISO 8601 time of the decision. */
  decided_at: string;
}

export interface CookieConsentState {
  /** The stored decision, or null while the visitor has not decided. */
  consent: CookieConsent | null;
  /** The preferences dialog is open (from the banner or a "Çerez Tercihleri" link). */
  preferencesOpen: boolean;
  /**
   * False while rendering on a server or hydrating, when the stored decision cannot be known yet: the banner
   * stays hidden until the browser has read it (no flash for visitors who already decided).
   */
  isKnown: boolean;
}

/**
 * What the app keeps in localStorage only with 'functional' consent (çerez politikası lists them). Turning
 * functional cookies off removes them.
 */
export const FUNCTIONAL_STORAGE_KEYS = {
  /** The last searches (at most SEARCH_HISTORY_LIMIT, SPEC §9). */
  searchHistory: 'search_history',
  /** The chosen city/district or the last device location of the search. */
  location: 'user_location',
} as const;

export const NO_OPTIONAL_COOKIES: CookieChoices = { functional: false, analytics: false, marketing: false };
export const ALL_OPTIONAL_COOKIES: CookieChoices = { functional: true, analytics: true, marketing: true };

function parseConsent(raw: string | null): CookieConsent | null {
  const value = parseStoredObject(raw);
  if (value === null || value.version !== COOKIE_CONSENT_VERSION || typeof value.decided_at !== 'string') {
    return null;
  }
  const choices = {} as Record<OptionalCookieCategory, boolean>;
  for (const category of OPTIONAL_COOKIE_CATEGORIES) {
    if (typeof value[category] !== 'boolean') return null;
    choices[category] = value[category];
  }
  return { version: COOKIE_CONSENT_VERSION, necessary: true, ...choices, decided_at: value.decided_at };
}

/** The stored decision, or null when there is none (or it cannot be read). */
export function readCookieConsent(): CookieConsent | null {
  return parseConsent(readStorage(localStorage, COOKIE_CONSENT_KEY));
}

/** Whether the visitor allowed `category` (false until they decide). */
export function hasCookieConsent(category: OptionalCookieCategory): boolean {
  return readCookieConsent()?.[category] ?? false;
}

const listeners = new Set<() => void>();
let preferencesOpen = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Stores the decision (the time is now), removes functional data when functional cookies are off, closes the
 * preferences dialog and tells every subscriber.
 */
export function saveCookieConsent(choices: CookieChoices): CookieConsent {
  const consent: CookieConsent = {
    version: COOKIE_CONSENT_VERSION,
    necessary: true,
    functional: choices.functional,
    analytics: choices.analytics,
    marketing: choices.marketing,
    decided_at: new Date().toISOString(),
  };
  writeStorage(localStorage, COOKIE_CONSENT_KEY, JSON.stringify(consent));
  if (!consent.functional) {
    for (const key of Object.values(FUNCTIONAL_STORAGE_KEYS)) writeStorage(localStorage, key, null);
  }
  preferencesOpen = false;
  notify();
  return consent;
}

/** 'Tümünü Kabul Et'. */
export function acceptAllCookies(): CookieConsent {
  return saveCookieConsent(ALL_OPTIONAL_COOKIES);
}

/** 'Yalnızca Zorunlu'. */
export function acceptNecessaryCookiesOnly(): CookieConsent {
  return saveCookieConsent(NO_OPTIONAL_COOKIES);
}

/** Opens the preferences dialog (e.g. from a "Çerez Tercihleri" link in the footer). */
export function openCookiePreferences(): void {
  if (preferencesOpen) return;
  preferencesOpen = true;
  notify();
}

/** Closes the preferences dialog without changing the decision. */
export function closeCookiePreferences(): void {
  if (!preferencesOpen) return;
  preferencesOpen = false;
  notify();
}

/** Calls `listener` when the decision or the dialog changes, here or (for the decision) in another tab. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs a stable snapshot: rebuild it only when the stored string or the dialog changes.
let cachedRaw: string | null | undefined;
let cachedOpen = false;
let cachedSnapshot: CookieConsentState = { consent: null, preferencesOpen: false, isKnown: true };

export function getCookieConsentSnapshot(): CookieConsentState {
  const raw = readStorage(localStorage, COOKIE_CONSENT_KEY);
  if (raw !== cachedRaw || preferencesOpen !== cachedOpen) {
    cachedRaw = raw;
    cachedOpen = preferencesOpen;
    cachedSnapshot = { consent: parseConsent(raw), preferencesOpen, isKnown: true };
  }
  return cachedSnapshot;
}

const serverSnapshot: CookieConsentState = { consent: null, preferencesOpen: false, isKnown: false };

/** The decision and the dialog state; re-renders when either changes. */
export function useCookieConsent(): CookieConsentState {
  return useSyncExternalStore(subscribeCookieConsent, getCookieConsentSnapshot, () => serverSnapshot);
}
