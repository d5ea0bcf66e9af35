import { useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';

export const SLOTS_FAILED = 'Boş saatler yüklenemedi';

export interface RescheduleSlotsRequest {
  salonId: number;
  date: string;
  serviceIds: number[];
  salonStaffId: number;
}

/** GET /booking/slots for the appointment's services and staff member on another day. */
export async function getRescheduleSlots(
  request: RescheduleSlotsRequest,
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  const params = new URLSearchParams({
    salon_id: String(request.salonId),
    date: request.date,
    salon_staff_id: String(request.salonStaffId),
    service_ids: request.serviceIds.join(','),
  });
  const response = await apiClient.get<{ success: true; data: SlotsResponse }>(`/booking/slots?${params}`, {
    signal,
    fallbackMessage: SLOTS_FAILED,
  });
  return response.data;
}

export function useRescheduleSlots(request: RescheduleSlotsRequest | null) {
  return useQuery({
    queryKey: [
      'booking',
      'slots',
      request?.salonId,
      request?.date,
      request?.serviceIds.join(','),
      request?.salonStaffId,
    ] as const,
    queryFn: ({ signal }) => getRescheduleSlots(request as RescheduleSlotsRequest, signal),
    enabled: request !== null,
    staleTime: 30_000,
  });
}
