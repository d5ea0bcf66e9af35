import { AdminNotificationsPage } from '@/features/admin-shell/components/admin-notifications-page';

/** Admin section #notifications (SPEC §2.8): the admin team's notifications, read/unread, pages. */
export function Component() {
  return <AdminNotificationsPage />;
}
