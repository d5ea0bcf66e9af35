import { AccountPage } from '@/features/account/components/account-page';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { NotificationSettingsForm } from '@/features/account/components/notification-settings-form';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';
import { AccountDeletionCard } from '@/features/privacy/components/account-deletion-card';
import { CommercialConsentForm } from '@/features/privacy/components/commercial-consent-form';
import { DataExportCard } from '@/features/privacy/components/data-export-card';

/**
 * /musteri/ayarlar: notification preferences, commercial message consent per channel (İYS), password, and the KVKK
 * self-service: the data export and account deletion (issue 19 item 5, ADR 0050).
 */
export function Component() {
  return (
    <AccountPage
      title="Hesap Ayarları"
      description="Bildirim tercihlerinizi, iletişim izinlerinizi, şifrenizi ve kişisel verilerinizi buradan yönetebilirsiniz."
    >
      <NotificationSettingsForm />
      <NotificationPreferencesForm />
      <CommercialConsentForm />
      <ChangePasswordForm />
      <DataExportCard />
      <AccountDeletionCard />
    </AccountPage>
  );
}
