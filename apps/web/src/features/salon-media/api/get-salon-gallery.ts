import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsGallery } from '@salonya/contracts/api-routes';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiData } from '@/lib/api';

export const salonGalleryKey = (salonId: number) => ['owner', 'salons', salonId, 'gallery'] as const;

/** GET /salon-owner/salons/{salonId}/gallery: the salon's photos in their order. */
export function getSalonGallery(salonId: number, signal?: AbortSignal): Promise<GalleryPhoto[]> {
  return apiData(
    getSalonOwnerSalonsGallery,
    { params: { salonId } },
    { signal, fallbackMessage: DATA_LOAD_FAILED },
  );
}

export function getSalonGalleryQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: salonGalleryKey(salonId),
    queryFn: ({ signal }) => getSalonGallery(salonId, signal),
  });
}

export function useSalonGallery(salonId: number | null) {
  return useQuery({ ...getSalonGalleryQueryOptions(salonId ?? 0), enabled: salonId !== null });
}
