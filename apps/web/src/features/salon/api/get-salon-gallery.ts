import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope, GalleryImage } from '../types';
import { salonQueryKey } from './get-salon';

export const SALON_GALLERY_FAILED = 'Fotoğraflar yüklenemedi';

/** GET /salons/{id}/gallery (public). */
export async function getSalonGallery(salonId: number, signal?: AbortSignal): Promise<GalleryImage[]> {
  const response = await apiClient.get<DataEnvelope<GalleryImage[]>>(`/salons/${salonId}/gallery`, {
    auth: false,
    signal,
    fallbackMessage: SALON_GALLERY_FAILED,
  });
  return response.data;
}

export function getSalonGalleryQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...salonQueryKey(salonId), 'gallery'] as const,
    queryFn: ({ signal }) => getSalonGallery(salonId, signal),
  });
}

export function useSalonGallery(salonId: number) {
  return useQuery(getSalonGalleryQueryOptions(salonId));
}
