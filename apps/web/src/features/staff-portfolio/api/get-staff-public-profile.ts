import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffPublicProfile } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const STAFF_PROFILE_LOAD_FAILED = 'Uzman profiliniz yüklenemedi';
export const staffPublicProfileKey = ['staff', 'public-profile'] as const;

/** GET /staff/public-profile: what /uzman/{id} shows about the staff member. */
export function useStaffPublicProfile() {
  return useQuery(
    queryOptions({
      queryKey: staffPublicProfileKey,
      queryFn: ({ signal }) =>
        apiData(getStaffPublicProfile, {}, { signal, fallbackMessage: STAFF_PROFILE_LOAD_FAILED }),
    }),
  );
}
