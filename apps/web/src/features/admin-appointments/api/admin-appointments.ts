import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminAppointment,
  getAdminAppointments as getAdminAppointmentsRoute,
  getAdminAppointmentsRefundPreview,
  postAdminAppointmentCancel,
} from '@salonya/contracts/api-routes';
import type { AppointmentStatusValue } from '@salonya/contracts/booking';
import { api, apiData } from '@/lib/api';

export const APPOINTMENTS_LOAD_FAILED = 'Randevular yüklenemedi.';
export const APPOINTMENT_LOAD_FAILED = 'Randevu bilgileri yüklenemedi.';
export const CANCEL_FAILED = 'Randevu iptal edilemedi.';
export const ADMIN_APPOINTMENTS_PER_PAGE = 20;

/** The list's filter form; empty values are not sent. */
export interface AdminAppointmentFilters {
  status?: AppointmentStatusValue;
  dateFrom?: string;
  dateTo?: string;
  q?: string;
  page: number;
}

const appointmentsKey = ['admin', 'appointments'] as const;

/** GET /admin/appointments?status&date_from&date_to&q&page: every appointment, newest start first. */
export function getAdminAppointments(f: AdminAppointmentFilters, signal?: AbortSignal) {
  const query = {
    status: f.status,
    date_from: f.dateFrom,
    date_to: f.dateTo,
    q: f.q,
    page: f.page,
    per_page: ADMIN_APPOINTMENTS_PER_PAGE,
  };
  return apiData(getAdminAppointmentsRoute, { query }, { signal, fallbackMessage: APPOINTMENTS_LOAD_FAILED });
}

export function useAdminAppointments(f: AdminAppointmentFilters) {
  return useQuery({
    queryKey: [...appointmentsKey, 'list', f],
    queryFn: ({ signal }) => getAdminAppointments(f, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/appointments/:id */
export function useAdminAppointment(id: number | null) {
  return useQuery({
    queryKey: [...appointmentsKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiData(
        getAdminAppointment,
        { params: { id: id ?? 0 } },
        { signal, fallbackMessage: APPOINTMENT_LOAD_FAILED },
      ),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** GET /admin/appointments/:id/refund-preview: `text` is null when nothing was paid online. */
export function useAdminCancelRefundPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...appointmentsKey, 'refund-preview', id],
    queryFn: ({ signal }) =>
      apiData(
        getAdminAppointmentsRefundPreview,
        { params: { id } },
        { signal, fallbackMessage: 'İade bilgisi yüklenemedi.' },
      ),
    // Asked again each time the dialog opens: a payment may have been made or refunded meanwhile.
    staleTime: 0,
    enabled,
  });
}

/** POST /admin/appointments/:id/cancel with the reason; the list and the detail are fetched again. */
export function useAdminCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api(
        postAdminAppointmentCancel,
        { params: { id }, body: { reason } },
        { fallbackMessage: CANCEL_FAILED },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}
