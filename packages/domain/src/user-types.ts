/** The four kinds of user (SPEC §1, §3 `user_type`). */
export const USER_TYPES = ['customer', 'salon_owner', 'staff', 'admin'] as const;

export type UserType = (typeof USER_TYPES)[number];

/** Turkish display names of the user types. */
export const USER_TYPE_LABELS: Readonly<Record<UserType, string>> = {
  customer: 'Müşteri',
  salon_owner: 'Salon Sahibi',
  staff: 'Personel',
  admin: 'Yönetici',
};

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** SPEC §6: the salon-business group is salon_owner plus staff. */
export function isSalonBusinessUser(userType: UserType): boolean {
  return userType === 'salon_owner' || userType === 'staff';
}

/** A named role as users read it: a user type in Turkish, any other role name as it is. */
export function roleLabel(name: string): string {
  return isUserType(name) ? USER_TYPE_LABELS[name] : name;
}
