import type {
  deleteCustomerFavoriteSpecialists,
  getCustomerFavoriteSpecialistsIds,
  putCustomerFavoriteSpecialists,
} from '@salonya/contracts/api-routes';
import { apiDataTyped, apiTyped } from '@/lib/api-path';

// The calls behind a specialist's heart, loaded when first needed (dynamic import): the heart sits on public
// pages, whose first load has a JavaScript budget (issue 17).

/** GET /customer/favorites/specialists/ids (customers only). */
export function getFavoriteSpecialistIds(signal?: AbortSignal): Promise<number[]> {
  return apiDataTyped<typeof getCustomerFavoriteSpecialistsIds>(
    'GET',
    '/customer/favorites/specialists/ids',
    {},
    { signal },
  );
}

/** PUT adds, DELETE removes a favourite specialist; the answer's message is the toast. */
export async function setFavoriteSpecialist(
  salonStaffId: number,
  favorite: boolean,
  fallbackMessage: string,
): Promise<{ message: string }> {
  const input = { params: { salonStaffId } };
  return favorite
    ? apiTyped<typeof putCustomerFavoriteSpecialists>(
        'PUT',
        '/customer/favorites/specialists/:salonStaffId',
        input,
        { fallbackMessage },
      )
    : apiTyped<typeof deleteCustomerFavoriteSpecialists>(
        'DELETE',
        '/customer/favorites/specialists/:salonStaffId',
        input,
        { fallbackMessage },
      );
}
