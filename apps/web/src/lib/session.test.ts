import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import {
  clearSession,
  getStoredUser,
  getToken,
  rememberIntendedUrl,
  setSession,
  storeEmergencyAdminHash,
  takeEmergencyAdminHash,
  takeIntendedUrl,
  TOKEN_KEY,
  updateStoredUser,
  USER_KEY,
  useSession,
} from './session';

describe('session storage (SPEC §3: auth_token and user_data)', () => {
  it('stores, reads and clears the token and the user', () => {
    const user = makeUser('salon_owner');
    setSession('tok-1', user);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(user);
    expect(getToken()).toBe('tok-1');
    expect(getStoredUser()).toEqual(user);

    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('treats unreadable or foreign user data as no user', () => {
    localStorage.setItem(USER_KEY, '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ id: 1, name: 'X', email: 'x@y.z', user_type: 'superuser' }),
    );
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(TOKEN_KEY, '   ');
    expect(getToken()).toBeNull();
  });

  it('updates the stored user without touching the token', () => {
    setSession('tok-1', makeUser('customer'));
    updateStoredUser(makeUser('customer', { name: 'Ayşe Yılmaz Kaya' }));
    expect(getToken()).toBe('tok-1');
    expect(getStoredUser()?.name).toBe('Ayşe Yılmaz Kaya');
  });
});

describe('useSession', () => {
  it('re-renders on login, profile update and logout with a stable snapshot in between', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, token: null, isAuthenticated: false });

    act(() => setSession('tok-1', makeUser('staff')));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.user_type).toBe('staff');
    const snapshot = result.current;

    act(() => updateStoredUser(makeUser('staff', { name: 'Zeynep Demir Ak' })));
    expect(result.current).not.toBe(snapshot);
    expect(result.current.user?.name).toBe('Zeynep Demir Ak');

    act(() => clearSession());
    expect(result.current).toEqual({ user: null, token: null, isAuthenticated: false });
  });

  it('follows a logout in another tab (storage event)', () => {
    setSession('tok-1', makeUser('customer'));
    const { result } = renderHook(() => useSession());
    expect(result.current.isAuthenticated).toBe(true);
    act(() => {
      localStorage.removeItem(TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    });
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('is not authenticated with a user but no token', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(makeUser('customer')));
    const { result } = renderHook(() => useSession());
    expect(result.current.isAuthenticated).toBe(false);
  });
});

describe('intended URL and emergency admin hash', () => {
  it('remembers the intended URL once', () => {
    rememberIntendedUrl('/musteri/randevular?durum=yaklasan');
    expect(takeIntendedUrl()).toBe('/musteri/randevular?durum=yaklasan');
    expect(takeIntendedUrl()).toBeNull();
  });

  it('keeps the emergency admin hash with the time it was stored, once', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
    storeEmergencyAdminHash('#users');
    expect(takeEmergencyAdminHash()).toEqual({
      hash: '#users',
      createdAt: Date.parse('2026-11-22T09:00:00Z'),
    });
    expect(takeEmergencyAdminHash()).toBeNull();
    vi.useRealTimers();
  });
});
