import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  acceptNecessaryCookiesOnly,
  closeCookiePreferences,
  COOKIE_CONSENT_KEY,
  consentCookieValue,
  FUNCTIONAL_STORAGE_KEYS,
  formatConsentCookie,
  parseConsentCookie,
  hasCookieConsent,
  openCookiePreferences,
  readCookieConsent,
  saveCookieConsent,
  serverConsentState,
  subscribeCookieConsent,
  useCookieConsent,
} from './cookie-consent';

afterEach(() => closeCookiePreferences());

describe('cookie consent store (the cookie_consent cookie)', () => {
  it('stores the decision in a short cookie the server can read: v1.f1.a0.m1.t<ms>', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:30:00.000Z'), toFake: ['Date'] });
    saveCookieConsent({ functional: true, analytics: false, marketing: true });
    vi.useRealTimers();
    const value = consentCookieValue(document.cookie);
    expect(value).toBe(`v1.f1.a0.m1.t${Date.parse('2026-11-22T09:30:00.000Z')}`);
    expect(readCookieConsent()).toEqual({
      version: 1,
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
      decided_at: '2026-11-22T09:30:00.000Z',
    });
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(hasCookieConsent('functional')).toBe(true);
    expect(hasCookieConsent('analytics')).toBe(false);
  });

  it('formats and parses the cookie value, and finds it in a Cookie header', () => {
    const consent = {
      version: 1,
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
      decided_at: '2026-01-02T03:04:05.000Z',
    } as const;
    expect(parseConsentCookie(formatConsentCookie(consent))).toEqual(consent);
    expect(consentCookieValue('a=1; cookie_consent=v1.f0.a1.m0.t5; b=2')).toBe('v1.f0.a1.m0.t5');
    expect(consentCookieValue('xcookie_consent=1')).toBeNull();
    expect(consentCookieValue(undefined)).toBeNull();
    expect(serverConsentState('cookie_consent=v1.f0.a1.m0.t5').consent).toMatchObject({ analytics: true });
    expect(serverConsentState('').consent).toBeNull();
  });

  it('treats a missing, broken or older-version value as undecided', () => {
    expect(readCookieConsent()).toBeNull();
    for (const value of [
      '{not json',
      'v0.f1.a1.m1.t5',
      'v1.f2.a1.m1.t5',
      'v1.f1.a1.m1',
      'v1.f1.a1.m1.t99999999999999999',
    ]) {
      document.cookie = `${COOKIE_CONSENT_KEY}=${value}; Path=/`;
      expect(readCookieConsent()).toBeNull();
    }
    expect(hasCookieConsent('marketing')).toBe(false);
  });

  it('moves a decision an older release kept in localStorage into the cookie', () => {
    localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({
        version: 1,
        necessary: true,
        functional: true,
        analytics: false,
        marketing: false,
        decided_at: '2026-11-20T10:00:00.000Z',
      }),
    );
    expect(readCookieConsent()).toMatchObject({ functional: true, decided_at: '2026-11-20T10:00:00.000Z' });
    expect(consentCookieValue(document.cookie)).toBe(
      `v1.f1.a0.m0.t${Date.parse('2026-11-20T10:00:00.000Z')}`,
    );
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    // A broken or older-version localStorage value is not moved.
    localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ version: 1, functional: 'yes', decided_at: 'x' }),
    );
    document.cookie = `${COOKIE_CONSENT_KEY}=; Path=/; Max-Age=0`;
    expect(readCookieConsent()).toBeNull();
  });

  it('accept all and necessary only', () => {
    expect(acceptAllCookies()).toMatchObject({ functional: true, analytics: true, marketing: true });
    expect(acceptNecessaryCookiesOnly()).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it('removes the functional data (search history, location) when functional cookies are turned off', () => {
    acceptAllCookies();
    localStorage.setItem(FUNCTIONAL_STORAGE_KEYS.searchHistory, '["kuaför"]');
    localStorage.setItem(FUNCTIONAL_STORAGE_KEYS.location, '{"city_id":34}');
    saveCookieConsent({ functional: true, analytics: false, marketing: false });
    expect(localStorage.getItem(FUNCTIONAL_STORAGE_KEYS.searchHistory)).toBe('["kuaför"]');
    acceptNecessaryCookiesOnly();
    expect(localStorage.getItem(FUNCTIONAL_STORAGE_KEYS.searchHistory)).toBeNull();
    expect(localStorage.getItem(FUNCTIONAL_STORAGE_KEYS.location)).toBeNull();
  });

  it('opens and closes the preferences dialog, and saving closes it', () => {
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current).toEqual({ consent: null, preferencesOpen: false });
    act(() => openCookiePreferences());
    expect(result.current.preferencesOpen).toBe(true);
    act(() => {
      acceptNecessaryCookiesOnly();
    });
    expect(result.current.preferencesOpen).toBe(false);
    expect(result.current.consent).toMatchObject({ functional: false });
  });

  it('tells subscribers, also about a decision made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCookieConsent(listener);
    openCookiePreferences();
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    // The cookie has no change event: another tab's decision is read when this one comes back into focus.
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    closeCookiePreferences();
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
