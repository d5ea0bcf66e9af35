import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAppointmentsConfirmation,
  getCustomerAppointmentsConfirmation,
  getGuestAppointments,
  postGuestAppointmentApprove,
  postGuestAppointmentDecline,
} from '@salonya/contracts/api-routes';
import { api, apiData } from '@/lib/api';
import { getCustomerAppointment } from './get-customer-appointment';

export const CONFIRMATION_FAILED = 'Randevu bilgileri yüklenemedi';

/** GET /appointments/{id}/confirmation?signature= : one appointment through the signed link of its e-mail. */
export function getSignedAppointment(id: number, signature: string, signal?: AbortSignal) {
  return apiData(
    getAppointmentsConfirmation,
    { params: { id }, query: { signature } },
    { auth: false, signal, fallbackMessage: CONFIRMATION_FAILED },
  );
}

/** The confirmation page's appointment: through the signature when the link has one, else the customer's own. */
export function useConfirmationAppointment(id: number, signature: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['appointment-confirmation', id, signature] as const,
    queryFn: ({ signal }) =>
      signature !== null ? getSignedAppointment(id, signature, signal) : getCustomerAppointment(id, signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** GET /customer/appointments/confirmation?ids=1,2,3: the group in the order asked, every one the customer's. */
export function getAppointmentGroup(ids: readonly number[], signal?: AbortSignal) {
  return apiData(
    getCustomerAppointmentsConfirmation,
    { query: { ids } },
    { signal, fallbackMessage: CONFIRMATION_FAILED },
  );
}

/** /randevular/onay's appointments. */
export function useAppointmentGroup(ids: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'appointments', 'group', ids] as const,
    queryFn: ({ signal }) => getAppointmentGroup(ids, signal),
    enabled: enabled && ids.length > 0,
    staleTime: 0,
    retry: false,
  });
}

// ── Guest approval (/a/{token}) ────────────────────────────────────────────────────────────────────────────────

export const GUEST_FAILED = 'Randevu bağlantısı açılamadı';

const guestKey = (token: string) => ['guest-approval', token] as const;

export function getGuestApproval(token: string, signal?: AbortSignal) {
  return apiData(
    getGuestAppointments,
    { params: { token } },
    { auth: false, signal, fallbackMessage: GUEST_FAILED },
  );
}

export function useGuestApproval(token: string) {
  return useQuery({
    queryKey: guestKey(token),
    queryFn: ({ signal }) => getGuestApproval(token, signal),
    staleTime: 0,
    retry: false,
  });
}

export type GuestAnswer = 'approve' | 'decline';

export function answerGuestApproval(token: string, answer: GuestAnswer) {
  return api(
    answer === 'approve' ? postGuestAppointmentApprove : postGuestAppointmentDecline,
    { params: { token } },
    { auth: false, fallbackMessage: GUEST_FAILED },
  );
}

export function useAnswerGuestApproval(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: GuestAnswer) => answerGuestApproval(token, answer),
    onSuccess: (result) => queryClient.setQueryData(guestKey(token), result.data),
    // An expired or already used link: show the state the server has now.
    onError: () => void queryClient.invalidateQueries({ queryKey: guestKey(token) }),
  });
}
