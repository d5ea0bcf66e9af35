import { HomeServicePage } from '@/features/owner-services/components/home-service-page';

/** /salon/eve-gelen-hizmet (SPEC §2.6): radius, travel buffer, extra fee and which services go to the home. */
export function Component() {
  return <HomeServicePage />;
}
