import { AdminAppointmentsPage } from '@/features/admin-appointments/components/admin-appointments-page';

/** Admin section #appointments (SPEC §2.8): every appointment of the platform. */
export function Component() {
  return <AdminAppointmentsPage />;
}
