import { OwnerAppointmentsPage } from '@/features/appointments/components/manage/owner-appointments-page';

/** /salon/randevular: the appointments of the owner's salons, filtered and paged (SPEC §2.6). */
export function Component() {
  return <OwnerAppointmentsPage />;
}
