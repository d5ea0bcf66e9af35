import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSalonOwnerAppointment,
  getSalonOwnerAppointments,
  getSalonOwnerAppointmentsRefundPreview,
  getStaffAppointment,
  getStaffAppointments as staffAppointmentsRoute,
  getStaffAppointmentsHistory,
  postSalonOwnerAppointmentCancel,
  postSalonOwnerAppointmentComplete,
  postSalonOwnerAppointmentConfirm,
  postSalonOwnerAppointmentNoShow,
  postStaffAppointmentComplete,
  postStaffAppointmentConfirm,
  postStaffAppointmentNoShow,
} from '@salonya/contracts/api-routes';
import type { Appointment, AppointmentStatusValue, CancelAppointmentBody } from '@salonya/contracts/booking';
import { api, apiData } from '@/lib/api';

/**
 * The salon's side of appointments: the owner (/salon-owner/appointments, every salon of theirs) and the staff
 * member (/staff/appointments, only their own). One set of calls with the viewer as a parameter, so the list,
 * detail and action screens are the same components for both.
 */
export type Viewer = 'owner' | 'staff';

export const MANAGED_LIST_FAILED = 'Randevular yüklenemedi';
export const MANAGED_DETAIL_FAILED = 'Randevu bilgileri yüklenemedi';
export const ACTION_FAILED = 'İşlem yapılamadı';
export const MANAGED_PER_PAGE = 20;

export const managedAppointmentsKey = (viewer: Viewer) => ['managed-appointments', viewer] as const;

/** The owner's list filters (GET /salon-owner/appointments); empty ones are left out of the request. */
export interface OwnerFilters {
  dateFrom?: string;
  dateTo?: string;
  status?: AppointmentStatusValue;
  salonStaffId?: number;
  salonId?: number;
  search?: string;
  page: number;
  perPage?: number;
}

export function getOwnerAppointments(filters: OwnerFilters, signal?: AbortSignal) {
  const query = {
    salon_id: filters.salonId,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    status: filters.status,
    salon_staff_id: filters.salonStaffId,
    q: filters.search,
    page: filters.page,
    per_page: filters.perPage ?? MANAGED_PER_PAGE,
  };
  return apiData(getSalonOwnerAppointments, { query }, { signal, fallbackMessage: MANAGED_LIST_FAILED });
}

export function getOwnerAppointmentsQueryOptions(filters: OwnerFilters) {
  return queryOptions({
    queryKey: [...managedAppointmentsKey('owner'), 'list', filters] as const,
    queryFn: ({ signal }) => getOwnerAppointments(filters, signal),
    staleTime: 0,
  });
}

export function useOwnerAppointments(filters: OwnerFilters, enabled = true) {
  return useQuery({
    ...getOwnerAppointmentsQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type StaffScope = 'upcoming' | 'history';

/** GET /staff/appointments (upcoming, soonest first) or /staff/appointments/history (latest first). */
export function getStaffAppointments(scope: StaffScope, page: number, signal?: AbortSignal) {
  return apiData(
    scope === 'upcoming' ? staffAppointmentsRoute : getStaffAppointmentsHistory,
    { query: { page, per_page: MANAGED_PER_PAGE } },
    { signal, fallbackMessage: MANAGED_LIST_FAILED },
  );
}

export function useStaffAppointments(scope: StaffScope, page: number) {
  return useQuery({
    queryKey: [...managedAppointmentsKey('staff'), 'list', scope, page] as const,
    queryFn: ({ signal }) => getStaffAppointments(scope, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const managedAppointmentKey = (viewer: Viewer, id: number) =>
  [...managedAppointmentsKey(viewer), 'detail', id] as const;

/** GET …/appointments/{id}: 404 for another salon's (or another staff member's) appointment. */
export function getManagedAppointment(viewer: Viewer, id: number, signal?: AbortSignal) {
  return apiData(
    viewer === 'owner' ? getSalonOwnerAppointment : getStaffAppointment,
    { params: { id } },
    { signal, fallbackMessage: MANAGED_DETAIL_FAILED },
  );
}

export function useManagedAppointment(viewer: Viewer, id: number) {
  return useQuery({
    queryKey: managedAppointmentKey(viewer, id),
    queryFn: ({ signal }) => getManagedAppointment(viewer, id, signal),
    staleTime: 0,
  });
}

/**
 * GET /salon-owner/appointments/{id}/refund-preview: what the owner's cancellation gives back now (ADR 0048: all of
 * it, the card part to the card); `text` is null when nothing was paid online (pay at the salon).
 */
export function useOwnerCancelRefundPreview(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...managedAppointmentsKey('owner'), 'refund-preview', id] as const,
    queryFn: ({ signal }) =>
      apiData(
        getSalonOwnerAppointmentsRefundPreview,
        { params: { id } },
        { signal, fallbackMessage: 'İade bilgisi yüklenemedi.' },
      ),
    // Asked again each time the dialog opens: a payment may have been made or refunded meanwhile.
    staleTime: 0,
    enabled,
  });
}

/** The moves the salon's side makes; 'cancel' (with a reason) is the owner's only. */
export type ManagedAction = 'confirm' | 'complete' | 'no_show' | 'cancel';

/** The route of each move by viewer; the staff side has no cancel (the API has no such route). */
const ACTION_ROUTES = {
  owner: {
    confirm: postSalonOwnerAppointmentConfirm,
    complete: postSalonOwnerAppointmentComplete,
    no_show: postSalonOwnerAppointmentNoShow,
  },
  staff: {
    confirm: postStaffAppointmentConfirm,
    complete: postStaffAppointmentComplete,
    no_show: postStaffAppointmentNoShow,
  },
} as const;

export function runAppointmentAction(
  viewer: Viewer,
  id: number,
  action: ManagedAction,
  body?: CancelAppointmentBody,
) {
  const options = { fallbackMessage: ACTION_FAILED };
  if (action === 'cancel') {
    if (viewer !== 'owner' || body === undefined) throw new Error('Only the owner cancels, with a reason.');
    return api(postSalonOwnerAppointmentCancel, { params: { id }, body }, options);
  }
  return api(ACTION_ROUTES[viewer][action], { params: { id } }, options);
}

/** One move; the answer replaces the cached detail and every list of the viewer is fetched again. */
export function useAppointmentAction(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: ManagedAction; body?: CancelAppointmentBody }) =>
      runAppointmentAction(viewer, id, action, body),
    onSuccess: (result) => {
      queryClient.setQueryData(managedAppointmentKey(viewer, result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: [...managedAppointmentsKey(viewer), 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...managedAppointmentsKey(viewer), 'calendar'] });
    },
  });
}

/** At most this many pages of 100 for one calendar view (a week of a very busy salon is a few hundred). */
const CALENDAR_MAX_PAGES = 10;

/** Every appointment of one salon between two days (both included), all pages, for the calendar. */
export async function getOwnerCalendar(
  salonId: number,
  dateFrom: string,
  dateTo: string,
  signal?: AbortSignal,
): Promise<Appointment[]> {
  const all: Appointment[] = [];
  for (let page = 1; page <= CALENDAR_MAX_PAGES; page += 1) {
    const result = await getOwnerAppointments({ salonId, dateFrom, dateTo, page, perPage: 100 }, signal);
    all.push(...result.appointments);
    if (page >= result.meta.last_page) break;
  }
  return all;
}

export function useOwnerCalendar(salonId: number | null, dateFrom: string, dateTo: string) {
  return useQuery({
    queryKey: [...managedAppointmentsKey('owner'), 'calendar', salonId, dateFrom, dateTo] as const,
    queryFn: ({ signal }) => getOwnerCalendar(salonId ?? 0, dateFrom, dateTo, signal),
    enabled: salonId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
