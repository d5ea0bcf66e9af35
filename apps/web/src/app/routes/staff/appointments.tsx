import { StaffAppointmentsPage } from '@/features/appointments/components/manage/staff-appointments-page';

/** /personel/randevular: the staff member's upcoming appointments (SPEC §2.7). */
export function Component() {
  return <StaffAppointmentsPage key="upcoming" scope="upcoming" />;
}
