import { StaffServicesPage } from '@/features/appointments/components/staff-dashboard/staff-services-page';

/** /personel/hizmetlerim (SPEC §2.7): the services the salon assigned to the staff member. */
export function Component() {
  return <StaffServicesPage />;
}
