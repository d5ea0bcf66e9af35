import { postSalonsViews } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';

/**
 * POST /salons/{id}/views: counts a page view (the API counts one per visitor and salon every 30 minutes).
 * Fire and forget: a failure changes nothing the visitor sees.
 */
export function recordSalonView(salonId: number): void {
  api(postSalonsViews, { params: { id: salonId } }, { auth: false }).catch(() => undefined);
}
