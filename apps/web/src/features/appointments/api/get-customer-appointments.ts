import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerAppointments as customerAppointmentsRoute } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export type AppointmentScope = 'upcoming' | 'past';

export const APPOINTMENTS_FAILED = 'Randevular yüklenemedi';
export const APPOINTMENTS_PER_PAGE = 10;

export const customerAppointmentsKey = ['customer', 'appointments'] as const;

/** GET /customer/appointments?scope=upcoming|past&page&per_page (the customer's own). */
export function getCustomerAppointments(scope: AppointmentScope, page: number, signal?: AbortSignal) {
  return apiData(
    customerAppointmentsRoute,
    { query: { scope, page, per_page: APPOINTMENTS_PER_PAGE } },
    { signal, fallbackMessage: APPOINTMENTS_FAILED },
  );
}

export function getCustomerAppointmentsQueryOptions(scope: AppointmentScope, page: number) {
  return queryOptions({
    queryKey: [...customerAppointmentsKey, 'list', scope, page] as const,
    queryFn: ({ signal }) => getCustomerAppointments(scope, page, signal),
    staleTime: 0,
  });
}

export function useCustomerAppointments(scope: AppointmentScope, page: number) {
  return useQuery({ ...getCustomerAppointmentsQueryOptions(scope, page), placeholderData: keepPreviousData });
}
