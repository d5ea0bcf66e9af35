import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSalonsStaffWorkPhotos, getSpecialistsWorkPhotos } from '@salonya/contracts/api-routes';
import type { PublicStaffWorkPhoto } from '@salonya/contracts/staff-area';
import { apiDataTyped } from '@/lib/api-path';

export const STAFF_WORK_PHOTOS_FAILED = 'Çalışma fotoğrafları yüklenemedi';

export type StaffWorkSource = { kind: 'specialist'; id: number } | { kind: 'salon'; id: number };

/**
 * GET /specialists/{id}/work-photos or /salons/{id}/staff-work-photos (public): the approved work photos of one
 * specialist, or of a salon's staff, newest first.
 */
export async function getStaffWorkPhotos(
  source: StaffWorkSource,
  signal?: AbortSignal,
): Promise<PublicStaffWorkPhoto[]> {
  const options = { auth: false, signal, fallbackMessage: STAFF_WORK_PHOTOS_FAILED };
  const input = { params: { id: source.id } };
  return source.kind === 'specialist'
    ? apiDataTyped<typeof getSpecialistsWorkPhotos>('GET', '/specialists/:id/work-photos', input, options)
    : apiDataTyped<typeof getSalonsStaffWorkPhotos>('GET', '/salons/:id/staff-work-photos', input, options);
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
