import { InvoiceIdentityCard } from '@/features/privacy/components/invoice-identity-card';
import { ProfilePhotoCard } from '@/features/privacy/components/profile-photo-card';
import { AccountProfileScreen } from '../account-profile';

/**
 * /musteri/profil: the profile photo, name, e-mail, phone and password (PUT /customer/profile), the optional
 * T.C. kimlik numarası for invoices; notifications,
 * consents and the KVKK data rights are on /musteri/ayarlar.
 */
export function Component() {
  return (
    <AccountProfileScreen
      before={<ProfilePhotoCard />}
      after={<InvoiceIdentityCard />}
      withNotificationSettings={false}
    />
  );
}
