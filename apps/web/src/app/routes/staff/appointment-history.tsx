import { StaffAppointmentsPage } from '@/features/appointments/components/manage/staff-appointments-page';

/** /personel/randevu-gecmisi: the staff member's past appointments, paged (SPEC §2.7). */
export function Component() {
  return <StaffAppointmentsPage key="history" scope="history" />;
}
