import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getBookingSlots,
  postSalonOwnerAppointments,
  postSalonOwnerAppointmentsGuestLink,
} from '@salonya/contracts/api-routes';
import type { WalkInBody, WalkInCustomer } from '@salonya/contracts/booking-confirmations';
import { api, apiData } from '@/lib/api';
import { managedAppointmentKey, managedAppointmentsKey } from './managed-appointments';

export const WALK_IN_FAILED = 'Randevu oluşturulamadı';

export type { WalkInBody, WalkInCustomer };

/** The free start times of one staff member for the chosen services (the wizard's GET /booking/slots). */
export function getWalkInSlots(
  input: { salonId: number; staffId: number; date: string; serviceIds: number[] },
  signal?: AbortSignal,
) {
  return apiData(
    getBookingSlots,
    {
      query: {
        salon_id: input.salonId,
        date: input.date,
        salon_staff_id: input.staffId,
        service_ids: input.serviceIds,
      },
    },
    { signal, fallbackMessage: 'Boş saatler yüklenemedi' },
  );
}

/** POST /salon-owner/appointments: the salon books for a walk-in or phone customer. */
export async function createWalkIn(body: WalkInBody) {
  const response = await api(postSalonOwnerAppointments, { body }, { fallbackMessage: WALK_IN_FAILED });
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
export function renewGuestLink(id: number) {
  return api(
    postSalonOwnerAppointmentsGuestLink,
    { params: { id } },
    { fallbackMessage: 'Onay bağlantısı oluşturulamadı' },
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
