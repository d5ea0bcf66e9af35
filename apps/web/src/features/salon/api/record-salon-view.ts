import type { postSalonsViews } from '@salonya/contracts/api-routes';
import { apiTyped } from '@/lib/api-path';

/**
 * POST /salons/{id}/views: counts a page view (the API counts one per visitor and salon every 30 minutes).
 * Fire and forget: a failure changes nothing the visitor sees.
 */
export function recordSalonView(salonId: number): void {
  apiTyped<typeof postSalonsViews>(
    'POST',
    '/salons/:id/views',
    { params: { id: salonId } },
    { auth: false },
  ).catch(() => undefined);
}
