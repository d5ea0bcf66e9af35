import type { AdminSalonDetail } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { useSalonAction } from './use-salon-action';

export const FEATURE_FAILED = 'Öne çıkarma durumu değiştirilemedi';

/** POST /admin/salons/{id}/feature with is_featured. */
export function featureSalon({ id, isFeatured }: { id: number; isFeatured: boolean }) {
  return apiClient.post<SuccessEnvelope<AdminSalonDetail>>(
    `/admin/salons/${id}/feature`,
    { is_featured: isFeatured },
    { fallbackMessage: FEATURE_FAILED },
  );
}

export function useFeatureSalon() {
  return useSalonAction(featureSalon);
}
