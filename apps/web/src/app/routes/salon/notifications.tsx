import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /salon/bildirimler (SPEC §2.6): the owner's notifications and their channels. */
export function Component() {
  return <NotificationsPage withPreferences />;
}
