import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putSalonOwnerSalonsGalleryOrder } from '@salonya/contracts/api-routes';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { api } from '@/lib/api';
import { MEDIA_UI } from '../utils/media-files';
import { salonGalleryKey } from './get-salon-gallery';

/**
 * PUT /salon-owner/salons/{salonId}/gallery/order: the whole new order. The grid moves at once (optimistic) and
 * goes back to the saved order if the server refuses.
 */
export function useReorderGallery(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoIds: readonly number[]) =>
      api(
        putSalonOwnerSalonsGalleryOrder,
        { params: { salonId }, body: { photo_ids: [...photoIds] } },
        { fallbackMessage: MEDIA_UI.saveFailed },
      ),
    onMutate: async (photoIds) => {
      const key = salonGalleryKey(salonId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<GalleryPhoto[]>(key);
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        queryClient.setQueryData<GalleryPhoto[]>(
          key,
          photoIds.flatMap((id, index) => {
            const p = byId.get(id);
            return p ? [{ ...p, sort_order: index + 1 }] : [];
          }),
        );
      }
      return { previous };
    },
    onSuccess: (response) => queryClient.setQueryData(salonGalleryKey(salonId), response.data),
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(salonGalleryKey(salonId), context.previous);
      return queryClient.invalidateQueries({ queryKey: salonGalleryKey(salonId) });
    },
  });
}
