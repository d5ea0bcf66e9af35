import { AppointmentsPage } from '@/features/appointments/components/appointments-page';

/** /musteri/randevular: upcoming and past appointments (SPEC §2.4). */
export function Component() {
  return <AppointmentsPage />;
}
