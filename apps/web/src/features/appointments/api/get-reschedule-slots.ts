import { useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';

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
export async function getRescheduleSlots(
  request: RescheduleSlotsRequest,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  const params = new URLSearchParams({ date: request.date, salon_staff_id: String(request.salonStaffId) });
  const response = await apiClient.get<{ success: true; data: SlotsResponse }>(
    `/customer/appointments/${request.appointmentId}/reschedule-slots?${params}`,
    { signal, fallbackMessage: SLOTS_FAILED },
  );
  return response.data;
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
