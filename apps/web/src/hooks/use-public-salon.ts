import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSalons, getSalonsServices, getSalonsStaff } from '@salonya/contracts/api-routes';
import { SALON_INFO_FAILED } from '@salonya/domain/messages';
import { apiDataTyped } from '@/lib/api-path';

/**
 * The public salon endpoints the salon page and the booking wizard both read (issue 14 item 4): one key factory,
 * one query each, so both screens share the cache and the contract's types. Sent without the token (SPEC §7.3).
 */

export const SALON_SERVICES_FAILED = 'Hizmetler yüklenemedi';
export const SALON_STAFF_FAILED = 'Uzmanlar yüklenemedi';

export const publicSalonKeys = {
  detail: (salonId: number) => ['salons', 'detail', salonId] as const,
  services: (salonId: number) => [...publicSalonKeys.detail(salonId), 'services'] as const,
  staff: (salonId: number) => [...publicSalonKeys.detail(salonId), 'staff'] as const,
};

export function publicSalonQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: publicSalonKeys.detail(salonId),
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getSalons>(
        'GET',
        '/salons/:id',
        { params: { id: salonId } },
        { auth: false, signal, fallbackMessage: SALON_INFO_FAILED },
      ),
  });
}

export function publicSalonServicesQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: publicSalonKeys.services(salonId),
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getSalonsServices>(
        'GET',
        '/salons/:id/services',
        { params: { id: salonId } },
        { auth: false, signal, fallbackMessage: SALON_SERVICES_FAILED },
      ),
  });
}

export function publicSalonStaffQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: publicSalonKeys.staff(salonId),
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getSalonsStaff>(
        'GET',
        '/salons/:id/staff',
        { params: { id: salonId } },
        { auth: false, signal, fallbackMessage: SALON_STAFF_FAILED },
      ),
  });
}

/** GET /salons/{id}: 404 'Salon bulunamadı'. */
export function usePublicSalon(salonId: number) {
  return useQuery(publicSalonQueryOptions(salonId));
}

/** GET /salons/{id}/services. */
export function usePublicSalonServices(salonId: number) {
  return useQuery(publicSalonServicesQueryOptions(salonId));
}

/** GET /salons/{id}/staff: the active specialists. */
export function usePublicSalonStaff(salonId: number) {
  return useQuery(publicSalonStaffQueryOptions(salonId));
}
