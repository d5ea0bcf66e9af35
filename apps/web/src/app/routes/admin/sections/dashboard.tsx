import { AdminDashboard } from '@/features/admin-dashboard/components/admin-dashboard';

/** Admin section #dashboard (default): SPEC §2.8 dashboard. */
export function Component() {
  return <AdminDashboard />;
}
