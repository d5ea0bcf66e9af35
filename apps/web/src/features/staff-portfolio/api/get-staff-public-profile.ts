import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { StaffPublicProfile } from '@salonya/contracts/staff-area';
import { apiClient } from '@/lib/api-client';

export const STAFF_PROFILE_LOAD_FAILED = 'Uzman profiliniz yüklenemedi';
export const staffPublicProfileKey = ['staff', 'public-profile'] as const;

/** GET /staff/public-profile: what /uzman/{id} shows about the staff member. */
export async function getStaffPublicProfile(signal?: AbortSignal): Promise<StaffPublicProfile> {
  const response = await apiClient.get<SuccessEnvelope<StaffPublicProfile>>('/staff/public-profile', {
    signal,
    fallbackMessage: STAFF_PROFILE_LOAD_FAILED,
  });
  return response.data;
}

export function useStaffPublicProfile() {
  return useQuery(
    queryOptions({ queryKey: staffPublicProfileKey, queryFn: ({ signal }) => getStaffPublicProfile(signal) }),
  );
}
