import { createContext, useContext, useSyncExternalStore } from 'react';
import { parseStoredObject, readStorage, writeStorage } from './storage';

/**
 * The visitor's cookie choice (çerez politikası, SPEC §2.1) and whether the preferences dialog is open.
 * Stored in the cookie 'cookie_consent' (`v1.f1.a0.m1.t<ms>`: version, functional, analytics, marketing, time of the
 * decision), so the server knows it too and renders the first-visit banner into the HTML (issue 17: it painted
 * only after hydration and was the home page's LCP). A missing, unreadable or older-version value counts as "not
 * decided": the banner asks again. A decision kept by an older release in localStorage (same key, JSON) is moved
 * into the cookie the first time it is read.
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

/** How long the decision is kept (then the banner asks again): one year. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const COOKIE_VALUE = /^v(\d+)\.f([01])\.a([01])\.m([01])\.t(\d{1,15})$/;

/** The cookie's value for `consent`: short, since the browser sends it with every request. */
export function formatConsentCookie(consent: CookieConsent): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  const time = Date.parse(consent.decided_at);
  return `v${consent.version}.f${flag(consent.functional)}.a${flag(consent.analytics)}.m${flag(consent.marketing)}.t${Number.isNaN(time) ? 0 : time}`;
}

/** The decision in a cookie value, or null when it is not a current one. */
export function parseConsentCookie(value: string | null | undefined): CookieConsent | null {
  const match = COOKIE_VALUE.exec(value ?? '');
  if (match === null || Number(match[1]) !== COOKIE_CONSENT_VERSION) return null;
  const time = new Date(Number(match[5]));
  if (Number.isNaN(time.getTime())) return null;
  return {
    version: COOKIE_CONSENT_VERSION,
    necessary: true,
    functional: match[2] === '1',
    analytics: match[3] === '1',
    marketing: match[4] === '1',
    decided_at: time.toISOString(),
  };
}

/** The consent cookie's value in a `Cookie` header (or `document.cookie`), or null when it is not there. */
export function consentCookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === COOKIE_CONSENT_KEY) return part.slice(eq + 1).trim();
  }
  return null;
}

/** A decision an older release kept in localStorage as JSON. */
function parseLegacyConsent(raw: string | null): CookieConsent | null {
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

function readDocumentCookie(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function writeConsentCookie(consent: CookieConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${COOKIE_CONSENT_KEY}=${formatConsentCookie(consent)}; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the decision lives only as long as the page.
  }
}

/** The cookie's raw value; a decision still in localStorage (older release) is moved into the cookie first. */
function readRawConsent(): string | null {
  const raw = consentCookieValue(readDocumentCookie());
  if (raw !== null) return raw;
  const legacy = parseLegacyConsent(readStorage(localStorage, COOKIE_CONSENT_KEY));
  if (legacy === null) return null;
  writeConsentCookie(legacy);
  writeStorage(localStorage, COOKIE_CONSENT_KEY, null);
  return consentCookieValue(readDocumentCookie());
}

/** The stored decision, or null when there is none (or it cannot be read). */
export function readCookieConsent(): CookieConsent | null {
  return parseConsentCookie(readRawConsent());
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
  writeConsentCookie(consent);
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

/**
 * Calls `listener` when the decision or the dialog changes here, or (for the decision) may have changed in
 * another tab: cookies have no change event everywhere, so the decision is read again when the page comes back
 * to the foreground.
 */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) listener();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

// useSyncExternalStore needs a stable snapshot: rebuild it only when the stored value or the dialog changes.
let cachedRaw: string | null | undefined;
let cachedOpen = false;
let cachedSnapshot: CookieConsentState = { consent: null, preferencesOpen: false };

export function getCookieConsentSnapshot(): CookieConsentState {
  const raw = readRawConsent();
  if (raw !== cachedRaw || preferencesOpen !== cachedOpen) {
    cachedRaw = raw;
    cachedOpen = preferencesOpen;
    cachedSnapshot = { consent: parseConsentCookie(raw), preferencesOpen };
  }
  return cachedSnapshot;
}

/**
 * What the server rendered with: on the server, the request's cookie (the server entry provides it through
 * `ServerCookieConsent`); in the browser while hydrating, the cookie as the page was loaded with it — read once,
 * before a localStorage decision of an older release is moved into the cookie, so both sides agree.
 */
const ServerConsentContext = createContext<CookieConsentState | null>(null);

export const ServerCookieConsent = ServerConsentContext.Provider;

/** The snapshot the server renders for a request whose `Cookie` header is `cookieHeader`. */
export function serverConsentState(cookieHeader: string | null | undefined): CookieConsentState {
  return { consent: parseConsentCookie(consentCookieValue(cookieHeader)), preferencesOpen: false };
}

const loadedWith: CookieConsentState = serverConsentState(
  typeof document === 'undefined' ? null : readDocumentCookie(),
);

/** The decision and the dialog state; re-renders when either changes. */
export function useCookieConsent(): CookieConsentState {
  const server = useContext(ServerConsentContext) ?? loadedWith;
  return useSyncExternalStore(subscribeCookieConsent, getCookieConsentSnapshot, () => server);
}
