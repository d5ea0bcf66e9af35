import { SalonSettingsPage } from '@/features/owner-settings/components/salon-settings-page';

/** /salon/ayarlar (SPEC §2.6): the selected salon's booking rules, online bookings and the owner's mails. */
export function Component() {
  return <SalonSettingsPage />;
}
