import { AccountProfileScreen } from '../../account-profile';

/** Admin section #profile ('Profil Ayarları'): the admin's account (PUT /auth/profile), password and notifications. */
export function Component() {
  return <AccountProfileScreen />;
}
