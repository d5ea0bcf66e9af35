import { AccountProfileScreen } from '../account-profile';

/** /personel/profil: the staff member's account (PUT /staff/profile), password and notifications. */
export function Component() {
  return <AccountProfileScreen />;
}
