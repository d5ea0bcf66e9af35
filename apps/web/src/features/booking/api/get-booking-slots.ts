import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';
import { SLOTS_FAILED } from '../messages';
import type { DataEnvelope } from '../types';

export interface SlotsRequest {
  salonId: number;
  date: string;
  serviceIds: number[];
  /** 'any' = any capable staff member. */
  staff: number | 'any';
}

/** GET /booking/slots: the free start times of a day for these services and staff choice (public). */
export async function getBookingSlots(request: SlotsRequest, signal?: AbortSignal): Promise<SlotsResponse> {
  const params = new URLSearchParams({
    salon_id: String(request.salonId),
    date: request.date,
    salon_staff_id: String(request.staff),
    service_ids: request.serviceIds.join(','),
  });
  const response = await apiClient.get<DataEnvelope<SlotsResponse>>(`/booking/slots?${params}`, {
    signal,
    fallbackMessage: SLOTS_FAILED,
  });
  return response.data;
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
