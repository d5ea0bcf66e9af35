import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { MEDIA_UI } from '../utils/media-files';
import { salonProfileKey } from './get-salon-profile';
import type { SalonImageKind } from './upload-salon-image';

/** DELETE /salon-owner/salons/{salonId}/{logo|cover}. */
export function useRemoveSalonImage(salonId: number, kind: SalonImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.delete<{ success: true; message: string }>(
        `/salon-owner/salons/${salonId}/${kind}`,
        undefined,
        {
          fallbackMessage: MEDIA_UI.deleteFailed,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonProfileKey(salonId) }),
  });
}
