import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /personel/bildirimler (SPEC §2.7): the staff member's notifications and their channels. */
export function Component() {
  return <NotificationsPage withPreferences />;
}
