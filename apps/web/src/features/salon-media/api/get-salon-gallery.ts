import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';

export const salonGalleryKey = (salonId: number) => ['owner', 'salons', salonId, 'gallery'] as const;

/** GET /salon-owner/salons/{salonId}/gallery: the salon's photos in their order. */
export async function getSalonGallery(salonId: number, signal?: AbortSignal): Promise<GalleryPhoto[]> {
  const response = await apiClient.get<SuccessEnvelope<GalleryPhoto[]>>(
    `/salon-owner/salons/${salonId}/gallery`,
    {
      signal,
      fallbackMessage: DATA_LOAD_FAILED,
    },
  );
  return response.data;
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
