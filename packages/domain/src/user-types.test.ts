import { describe, expect, it } from 'vitest';
import { USER_TYPE_LABELS, USER_TYPES, isSalonBusinessUser, isUserType, roleLabel } from './user-types';

describe('user types', () => {
  it('are the four of SPEC §1', () => {
    expect(USER_TYPES).toEqual(['customer', 'salon_owner', 'staff', 'admin']);
    expect(Object.keys(USER_TYPE_LABELS)).toEqual([...USER_TYPES]);
  });
  it.each([
    ['customer', true],
    ['admin', true],
    ['owner', false],
    [null, false],
    [1, false],
  ] as const)('isUserType(%j) = %s', (value, ok) => {
    expect(isUserType(value)).toBe(ok);
  });
  it.each([
    ['salon_owner', true],
    ['staff', true],
    ['customer', false],
    ['admin', false],
  ] as const)('isSalonBusinessUser(%s) = %s (SPEC §6)', (userType, ok) => {
    expect(isSalonBusinessUser(userType)).toBe(ok);
  });
});

describe('roleLabel', () => {
  it.each([
    ['salon_owner', 'Salon Sahibi'],
    ['customer', 'Müşteri'],
    ['staff', 'Personel'],
    ['admin', 'Yönetici'],
    ['Destek Ekibi', 'Destek Ekibi'],
  ])('%s → %s', (name, label) => {
    expect(roleLabel(name)).toBe(label);
  });
});
