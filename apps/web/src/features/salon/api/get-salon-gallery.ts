import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSalonsGallery } from '@salonya/contracts/api-routes';
import { publicSalonKeys } from '@/hooks/use-public-salon';
import { apiDataTyped } from '@/lib/api-path';

export const SALON_GALLERY_FAILED = 'Fotoğraflar yüklenemedi';

/** GET /salons/{id}/gallery (public). */
export function getSalonGalleryQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...publicSalonKeys.detail(salonId), 'gallery'] as const,
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getSalonsGallery>(
        'GET',
        '/salons/:id/gallery',
        { params: { id: salonId } },
        { auth: false, signal, fallbackMessage: SALON_GALLERY_FAILED },
      ),
  });
}

export function useSalonGallery(salonId: number) {
  return useQuery(getSalonGalleryQueryOptions(salonId));
}
