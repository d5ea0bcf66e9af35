import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerAppointment as customerAppointmentRoute } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import { customerAppointmentsKey } from './get-customer-appointments';

export const APPOINTMENT_FAILED = 'Randevu bilgileri yüklenemedi';

export const customerAppointmentKey = (id: number) => [...customerAppointmentsKey, 'detail', id] as const;

/** GET /customer/appointments/{id}: 404 for an appointment that is not the customer's. */
export function getCustomerAppointment(id: number, signal?: AbortSignal) {
  return apiData(
    customerAppointmentRoute,
    { params: { id } },
    { signal, fallbackMessage: APPOINTMENT_FAILED },
  );
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
