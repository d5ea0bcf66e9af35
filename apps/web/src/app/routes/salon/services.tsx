import { ServicesPage } from '@/features/owner-services/components/services-page';

/** /salon/hizmetler (SPEC §2.6): the selected salon's services, prices and order. */
export function Component() {
  return <ServicesPage />;
}
