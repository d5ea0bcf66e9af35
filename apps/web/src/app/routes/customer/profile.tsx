import { AccountProfileScreen } from '../account-profile';

/** /musteri/profil: name, e-mail, phone and password (PUT /customer/profile); notifications are on /musteri/ayarlar. */
export function Component() {
  return <AccountProfileScreen withNotificationSettings={false} />;
}
