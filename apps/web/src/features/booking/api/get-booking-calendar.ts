import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBookingCalendar as calendarRoute } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { CALENDAR_FAILED } from '../messages';

export interface CalendarRequest {
  salonId: number;
  /** 'YYYY-MM'. */
  month: string;
  serviceIds: number[];
  staff: number | 'any';
}

/** GET /booking/calendar: every day of a month with whether a free time exists for these services (public). */
export function getBookingCalendar(request: CalendarRequest, signal?: AbortSignal) {
  return apiData(
    calendarRoute,
    {
      query: {
        salon_id: request.salonId,
        month: request.month,
        salon_staff_id: request.staff,
        service_ids: request.serviceIds,
      },
    },
    { signal, fallbackMessage: CALENDAR_FAILED },
  );
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
