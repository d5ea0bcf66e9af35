import { queryOptions, useQuery } from '@tanstack/react-query';
import { SALON_INFO_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import type { BookingSalon, BookingService, BookingStaff, DataEnvelope } from '../types';

/** The salon, its services and its staff: the public catalogue endpoints, sent without the token (SPEC §7.3). */

export const bookingSalonQueryKey = (salonId: number) => ['salons', 'detail', salonId] as const;

export const SERVICES_FAILED = 'Hizmetler yüklenemedi';
export const STAFF_FAILED = 'Uzmanlar yüklenemedi';

export function getBookingSalonQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: bookingSalonQueryKey(salonId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<DataEnvelope<BookingSalon>>(`/salons/${salonId}`, {
          auth: false,
          signal,
          fallbackMessage: SALON_INFO_FAILED,
        })
      ).data,
  });
}

export function getBookingServicesQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...bookingSalonQueryKey(salonId), 'services'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<DataEnvelope<BookingService[]>>(`/salons/${salonId}/services`, {
          auth: false,
          signal,
          fallbackMessage: SERVICES_FAILED,
        })
      ).data,
  });
}

export function getBookingStaffQueryOptions(salonId: number) {
  return queryOptions({
    queryKey: [...bookingSalonQueryKey(salonId), 'staff'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<DataEnvelope<BookingStaff[]>>(`/salons/${salonId}/staff`, {
          auth: false,
          signal,
          fallbackMessage: STAFF_FAILED,
        })
      ).data,
  });
}

export function useBookingSalon(salonId: number) {
  return useQuery(getBookingSalonQueryOptions(salonId));
}

export function useBookingServices(salonId: number) {
  return useQuery(getBookingServicesQueryOptions(salonId));
}

export function useBookingStaff(salonId: number) {
  return useQuery(getBookingStaffQueryOptions(salonId));
}
