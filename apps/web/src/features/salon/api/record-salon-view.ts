import { apiClient } from '@/lib/api-client';

/**
 * POST /salons/{id}/views: counts a page view (the API counts one per visitor and salon every 30 minutes).
 * Fire and forget: a failure changes nothing the visitor sees.
 */
export function recordSalonView(salonId: number): void {
  apiClient.post(`/salons/${salonId}/views`, undefined, { auth: false }).catch(() => undefined);
}
