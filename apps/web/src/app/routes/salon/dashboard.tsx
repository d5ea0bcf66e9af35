import { OwnerDashboardPage } from '@/features/owner-insights/components/owner-dashboard-page';

/** /salon (SPEC §2.6 dashboard): the selected salon's day, week, next customers, confirmations and set-up. */
export function Component() {
  return <OwnerDashboardPage />;
}
