import { useQuery } from '@tanstack/react-query';
import { staffServicesQueryOptions } from '@/hooks/use-staff-services';

/** GET /staff/services (the shared query), for tagging a photo with one of the staff member's services. */
export function useOwnServices() {
  return useQuery({ ...staffServicesQueryOptions(), select: (answer) => answer.services });
}
