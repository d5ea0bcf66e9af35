import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';
import { CALENDAR_FAILED } from '../messages';
import type { DataEnvelope } from '../types';

export interface CalendarRequest {
  salonId: number;
  /** 'YYYY-MM'. */
  month: string;
  serviceIds: number[];
  staff: number | 'any';
}

/** GET /booking/calendar: every day of a month with whether a free time exists for these services (public). */
export async function getBookingCalendar(
  request: CalendarRequest,
  signal?: AbortSignal,
): Promise<CalendarResponse> {
  const params = new URLSearchParams({
    salon_id: String(request.salonId),
    month: request.month,
    salon_staff_id: String(request.staff),
    service_ids: request.serviceIds.join(','),
  });
  const response = await apiClient.get<DataEnvelope<CalendarResponse>>(`/booking/calendar?${params}`, {
    signal,
    fallbackMessage: CALENDAR_FAILED,
  });
  return response.data;
}

export function getBookingCalendarQueryOptions(request: CalendarRequest) {
  return queryOptions({
    queryKey: [
      'booking',
      'calendar',
      request.salonId,
      request.month,
      request.serviceIds.join(','),
      request.staff,
    ] as const,
    queryFn: ({ signal }) => getBookingCalendar(request, signal),
    staleTime: 60_000,
  });
}

/** Null asks for nothing: the calendar needs services, which SPEC §2.5 may choose after the date. */
export function useBookingCalendar(request: CalendarRequest | null) {
  return useQuery({
    ...getBookingCalendarQueryOptions(request ?? { salonId: 0, month: '', serviceIds: [], staff: 'any' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
