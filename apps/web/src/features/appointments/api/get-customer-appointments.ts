import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentListResponse } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';

export type AppointmentScope = 'upcoming' | 'past';

export const APPOINTMENTS_FAILED = 'Randevular yüklenemedi';
export const APPOINTMENTS_PER_PAGE = 10;

interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
}

export const customerAppointmentsKey = ['customer', 'appointments'] as const;

/** GET /customer/appointments?scope=upcoming|past&page&per_page (the customer's own). */
export async function getCustomerAppointments(
  scope: AppointmentScope,
  page: number,
  signal?: AbortSignal,
): Promise<AppointmentListResponse> {
  const query = new URLSearchParams({ scope, page: String(page), per_page: String(APPOINTMENTS_PER_PAGE) });
  const response = await apiClient.get<Envelope<AppointmentListResponse>>(`/customer/appointments?${query}`, {
    signal,
    fallbackMessage: APPOINTMENTS_FAILED,
  });
  return response.data;
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
