import { AccountPage } from '@/features/account/components/account-page';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { NotificationSettingsForm } from '@/features/account/components/notification-settings-form';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';

/** /musteri/ayarlar: notification preferences and password. */
export function Component() {
  return (
    <AccountPage
      title="Hesap Ayarları"
      description="Bildirim tercihlerinizi ve şifrenizi buradan yönetebilirsiniz."
    >
      <NotificationSettingsForm />
      <NotificationPreferencesForm />
      <ChangePasswordForm />
    </AccountPage>
  );
}
