import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /musteri/bildirimler (SPEC §2.4; /bildirimler redirects here): the customer's notifications. */
export function Component() {
  return <NotificationsPage />;
}
