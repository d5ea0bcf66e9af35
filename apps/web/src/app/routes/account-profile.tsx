import type { ReactNode } from 'react';
import { useProfile } from '@/hooks/use-profile';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { AccountPage } from '@/features/account/components/account-page';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { NotificationSettingsForm } from '@/features/account/components/notification-settings-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { AccountDeletionCard } from '@/features/privacy/components/account-deletion-card';
import { DataExportCard } from '@/features/privacy/components/data-export-card';

export interface AccountProfileScreenProps {
  /** A card of the user type's own shown first (the staff member's public specialist profile). */
  before?: ReactNode;
  /** A card of the user type's own shown after the personal details (the customer's invoice details). */
  after?: ReactNode;
  /** The notification preferences card (the customer has it on /musteri/ayarlar instead). */
  withNotificationSettings?: boolean;
  /** The KVKK data export and account deletion (owners and staff; the customer has them on /musteri/ayarlar). */
  withDataRights?: boolean;
}

/**
 * 'Profilim' of every user type: name, e-mail and phone (saved to the user type's endpoint, SPEC §6), password,
 * and notification preferences. Used by /musteri/profil, /salon/profil, /personel/profil and the admin #profile
 * section.
 */
export function AccountProfileScreen({
  withNotificationSettings = true,
  withDataRights = false,
  before,
  after,
}: AccountProfileScreenProps) {
  // Brings the stored user (and the e-mail verification badge) up to date with the server.
  useProfile();
  return (
    <AccountPage
      title="Profilim"
      description={
        withNotificationSettings
          ? 'Hesap bilgilerinizi, şifrenizi ve bildirim tercihlerinizi buradan yönetebilirsiniz.'
          : 'Hesap bilgilerinizi ve şifrenizi buradan yönetebilirsiniz.'
      }
    >
      {before}
      <ProfileForm unverifiedAction={<ResendVerificationButton variant="link" />} />
      {after}
      <ChangePasswordForm />
      {withNotificationSettings && <NotificationSettingsForm />}
      {withDataRights && <DataExportCard />}
      {withDataRights && <AccountDeletionCard />}
    </AccountPage>
  );
}
