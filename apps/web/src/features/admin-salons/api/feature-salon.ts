import { postAdminSalonsFeature } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { useSalonAction } from './use-salon-action';

export const FEATURE_FAILED = 'Öne çıkarma durumu değiştirilemedi';

/** POST /admin/salons/{id}/feature with is_featured. */
export function featureSalon({ id, isFeatured }: { id: number; isFeatured: boolean }) {
  return api(
    postAdminSalonsFeature,
    { params: { id }, body: { is_featured: isFeatured } },
    { fallbackMessage: FEATURE_FAILED },
  );
}

export function useFeatureSalon() {
  return useSalonAction(featureSalon);
}
