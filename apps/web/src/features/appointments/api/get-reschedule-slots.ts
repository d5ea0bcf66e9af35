import { useQuery } from '@tanstack/react-query';
import { getCustomerAppointmentsRescheduleSlots } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const SLOTS_FAILED = 'Boş saatler yüklenemedi';

export interface RescheduleSlotsRequest {
  appointmentId: number;
  date: string;
  salonStaffId: number;
}

/**
 * The free starts of a day for moving the appointment: GET /customer/appointments/:id/reschedule-slots answers as if
 * the appointment itself were not there, so a start overlapping its current time is offered.
 */
export function getRescheduleSlots(request: RescheduleSlotsRequest, signal?: AbortSignal) {
  return apiData(
    getCustomerAppointmentsRescheduleSlots,
    {
      params: { id: request.appointmentId },
      query: { date: request.date, salon_staff_id: request.salonStaffId },
    },
    { signal, fallbackMessage: SLOTS_FAILED },
  );
}

export function useRescheduleSlots(request: RescheduleSlotsRequest | null) {
  return useQuery({
    queryKey: [
      'booking',
      'reschedule-slots',
      request?.appointmentId,
      request?.date,
      request?.salonStaffId,
    ] as const,
    queryFn: ({ signal }) => getRescheduleSlots(request as RescheduleSlotsRequest, signal),
    enabled: request !== null,
    staleTime: 30_000,
  });
}
