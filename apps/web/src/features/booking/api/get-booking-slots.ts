import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBookingSlots as slotsRoute } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { SLOTS_FAILED } from '../messages';

export interface SlotsRequest {
  salonId: number;
  date: string;
  serviceIds: number[];
  /** 'any' = any capable staff member. */
  staff: number | 'any';
}

/** GET /booking/slots: the free start times of a day for these services and staff choice (public). */
export function getBookingSlots(request: SlotsRequest, signal?: AbortSignal) {
  return apiData(
    slotsRoute,
    {
      query: {
        salon_id: request.salonId,
        date: request.date,
        salon_staff_id: request.staff,
        service_ids: request.serviceIds,
      },
    },
    { signal, fallbackMessage: SLOTS_FAILED },
  );
}

export const bookingSlotsQueryKey = (request: SlotsRequest) =>
  ['booking', 'slots', request.salonId, request.date, request.serviceIds.join(','), request.staff] as const;

export function getBookingSlotsQueryOptions(request: SlotsRequest) {
  return queryOptions({
    queryKey: bookingSlotsQueryKey(request),
    queryFn: ({ signal }) => getBookingSlots(request, signal),
    staleTime: 30_000,
  });
}

/** Null asks for nothing (no date or no service yet). */
export function useBookingSlots(request: SlotsRequest | null) {
  return useQuery({
    ...getBookingSlotsQueryOptions(request ?? { salonId: 0, date: '', serviceIds: [], staff: 'any' }),
    enabled: request !== null,
  });
}
