import { act, renderHook } from '@testing-library/react';
import type { User, UserType } from '@salonya/contracts/user';
import type { Permission } from '@salonya/domain/permissions/permissions';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../lib/session';
import { makeUser } from '../test/fixtures';
import { useCan } from './use-can';

const userOf = (userType: UserType, impersonatedSalonId: number | null = null): User =>
  makeUser(userType, {
    impersonating: impersonatedSalonId !== null,
    impersonated_salon: impersonatedSalonId === null ? null : { id: impersonatedSalonId, name: 'Salon' },
  });

afterEach(() => {
  act(() => clearSession());
});

describe('useCan', () => {
  const rows: [UserType | null, Permission, boolean][] = [
    [null, 'favorite.manage', false],
    ['customer', 'favorite.manage', true],
    ['customer', 'appointment.book', true],
    ['salon_owner', 'appointment.book', false],
    ['salon_owner', 'appointment.cancel', true],
    ['staff', 'appointment.cancel', false],
    ['staff', 'appointment.confirm', true],
    ['admin', 'admin.user.suspend', true],
    ['salon_owner', 'salon.manage', true],
    ['staff', 'salon.manage', false],
  ];
  it.each(rows)('%s may %s: %s', (type, permission, expected) => {
    if (type !== null) act(() => setSession('token-123', userOf(type)));
    const { result } = renderHook(() => useCan());
    expect(result.current(permission)).toBe(expected);
  });

  it('an impersonating admin acts for the impersonated salon only', () => {
    act(() => setSession('token-123', userOf('salon_owner', 5)));
    const { result } = renderHook(() => useCan());
    expect(result.current('salon.service.update', { salonId: 5 })).toBe(true);
    expect(result.current('salon.service.update', { salonId: 6 })).toBe(false);
  });

  it('follows login and logout', () => {
    const { result } = renderHook(() => useCan());
    expect(result.current('favorite.manage')).toBe(false);
    act(() => setSession('token-123', userOf('customer')));
    expect(result.current('favorite.manage')).toBe(true);
    act(() => clearSession());
    expect(result.current('favorite.manage')).toBe(false);
  });
});
