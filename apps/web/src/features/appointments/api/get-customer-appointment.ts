import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Appointment } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';
import { customerAppointmentsKey } from './get-customer-appointments';

export const APPOINTMENT_FAILED = 'Randevu bilgileri yüklenemedi';

export const customerAppointmentKey = (id: number) => [...customerAppointmentsKey, 'detail', id] as const;

/** GET /customer/appointments/{id}: 404 for an appointment that is not the customer's. */
export async function getCustomerAppointment(id: number, signal?: AbortSignal): Promise<Appointment> {
  const response = await apiClient.get<{ success: true; data: Appointment }>(`/customer/appointments/${id}`, {
    signal,
    fallbackMessage: APPOINTMENT_FAILED,
  });
  return response.data;
}

export function getCustomerAppointmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerAppointmentKey(id),
    queryFn: ({ signal }) => getCustomerAppointment(id, signal),
    staleTime: 0,
  });
}

export function useCustomerAppointment(id: number) {
  return useQuery(getCustomerAppointmentQueryOptions(id));
}
