import { AccountProfileScreen } from '../account-profile';

/** /salon/profil: the owner's own account (PUT /salon-owner/profile), password and notifications. */
export function Component() {
  return <AccountProfileScreen />;
}
