import { WorkingHoursPage } from '@/features/availability/components/working-hours-page';

/** /salon/personel-calisma-saatleri (SPEC §2.6): each staff member's weekly working hours. */
export function Component() {
  return <WorkingHoursPage />;
}
