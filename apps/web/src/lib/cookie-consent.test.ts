import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  acceptNecessaryCookiesOnly,
  closeCookiePreferences,
  COOKIE_CONSENT_KEY,
  FUNCTIONAL_STORAGE_KEYS,
  hasCookieConsent,
  openCookiePreferences,
  readCookieConsent,
  saveCookieConsent,
  subscribeCookieConsent,
  useCookieConsent,
} from './cookie-consent';

afterEach(() => closeCookiePreferences());

describe('cookie consent store (localStorage cookie_consent)', () => {
  it('stores {version:1, necessary:true, functional, analytics, marketing, decided_at}', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:30:00.000Z'), toFake: ['Date'] });
    saveCookieConsent({ functional: true, analytics: false, marketing: true });
    vi.useRealTimers();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({
      version: 1,
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
      decided_at: '2026-11-22T09:30:00.000Z',
    });
    expect(hasCookieConsent('functional')).toBe(true);
    expect(hasCookieConsent('analytics')).toBe(false);
  });

  it('treats a missing, broken or older-version value as undecided', () => {
    expect(readCookieConsent()).toBeNull();
    localStorage.setItem(COOKIE_CONSENT_KEY, '{not json');
    expect(readCookieConsent()).toBeNull();
    localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ version: 0, functional: true, analytics: true, marketing: true, decided_at: 'x' }),
    );
    expect(readCookieConsent()).toBeNull();
    localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ version: 1, functional: 'yes', decided_at: 'x' }),
    );
    expect(readCookieConsent()).toBeNull();
    expect(hasCookieConsent('marketing')).toBe(false);
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
    expect(result.current).toEqual({ consent: null, preferencesOpen: false, isKnown: true });
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
    unsubscribe();
    closeCookiePreferences();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
