import { StaffDashboardPage } from '@/features/appointments/components/staff-dashboard/staff-dashboard-page';

/** /personel (SPEC §2.7 dashboard): today in order with the next customer, the state right now, week, takings. */
export function Component() {
  return <StaffDashboardPage />;
}
