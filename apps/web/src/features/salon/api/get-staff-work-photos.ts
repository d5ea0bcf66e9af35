import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { PublicStaffWorkPhoto } from '@salonya/contracts/staff-area';
import { apiClient } from '@/lib/api-client';

export const STAFF_WORK_PHOTOS_FAILED = 'Çalışma fotoğrafları yüklenemedi';

export type StaffWorkSource = { kind: 'specialist'; id: number } | { kind: 'salon'; id: number };

const pathOf = (source: StaffWorkSource) =>
  source.kind === 'specialist'
    ? `/specialists/${source.id}/work-photos`
    : `/salons/${source.id}/staff-work-photos`;

/**
 * GET /specialists/{id}/work-photos or /salons/{id}/staff-work-photos (public): the approved work photos of one
 * specialist, or of a salon's staff, newest first.
 */
export async function getStaffWorkPhotos(
  source: StaffWorkSource,
  signal?: AbortSignal,
): Promise<PublicStaffWorkPhoto[]> {
  const response = await apiClient.get<SuccessEnvelope<PublicStaffWorkPhoto[]>>(pathOf(source), {
    auth: false,
    signal,
    fallbackMessage: STAFF_WORK_PHOTOS_FAILED,
  });
  return response.data;
}

export function getStaffWorkPhotosQueryOptions(source: StaffWorkSource) {
  return queryOptions({
    queryKey: ['public', source.kind, source.id, 'work-photos'] as const,
    queryFn: ({ signal }) => getStaffWorkPhotos(source, signal),
  });
}

export function useStaffWorkPhotos(source: StaffWorkSource) {
  return useQuery(getStaffWorkPhotosQueryOptions(source));
}
