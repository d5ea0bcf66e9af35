import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, SlotsResponse } from '@salonya/contracts/booking';
import type { WalkInBody, WalkInCustomer, WalkInResponse } from '@salonya/contracts/booking-confirmations';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { managedAppointmentKey, managedAppointmentsKey } from './managed-appointments';

export const WALK_IN_FAILED = 'Randevu oluşturulamadı';

export type { WalkInBody, WalkInCustomer };

/** The free start times of one staff member for the chosen services (the wizard's GET /booking/slots). */
export async function getWalkInSlots(
  input: { salonId: number; staffId: number; date: string; serviceIds: number[] },
  signal?: AbortSignal,
): Promise<SlotsResponse> {
  const query = toQueryString({
    salon_id: input.salonId,
    date: input.date,
    salon_staff_id: input.staffId,
    service_ids: input.serviceIds.join(','),
  });
  const response = await apiClient.get<{ success: true; data: SlotsResponse }>(`/booking/slots${query}`, {
    signal,
    fallbackMessage: 'Boş saatler yüklenemedi',
  });
  return response.data;
}

/** POST /salon-owner/appointments: the salon books for a walk-in or phone customer. */
export async function createWalkIn(
  body: WalkInBody,
): Promise<{ data: Appointment; message?: string; guestLink: string | null }> {
  const response = await apiClient.post<WalkInResponse>('/salon-owner/appointments', body, {
    fallbackMessage: WALK_IN_FAILED,
  });
  return { data: response.data, message: response.message, guestLink: response.guest_link };
}

export function useCreateWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWalkIn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: managedAppointmentsKey('owner') });
    },
  });
}

/** POST /salon-owner/appointments/{id}/guest-link: a new a/{token} link for a pending guest (the old one stops). */
export async function renewGuestLink(id: number): Promise<WalkInResponse> {
  return apiClient.post<WalkInResponse>(
    `/salon-owner/appointments/${id}/guest-link`,
    {},
    {
      fallbackMessage: 'Onay bağlantısı oluşturulamadı',
    },
  );
}

export function useRenewGuestLink(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewGuestLink(id),
    onSuccess: (result) => {
      queryClient.setQueryData(managedAppointmentKey('owner', id), result.data);
    },
  });
}
