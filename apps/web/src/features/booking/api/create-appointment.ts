import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAppointments } from '@salonya/contracts/api-routes';
import type { Appointment, CreateAppointmentBody, NearestSlot } from '@salonya/contracts/booking';
import type { PaymentResult } from '@salonya/contracts/money';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { invalidateWallet } from '@/hooks/use-wallet-summary';
import { BOOKING_FAILED } from '../messages';

/** What the wizard sends: the contract's body with the address (saved or new) and the pet of the conditional steps. */
export type BookingRequestBody = CreateAppointmentBody;

/** The booked appointment and, for a paid booking, its payment (requires_action: open its 3-D Secure page). */
export interface CreatedBooking {
  appointment: Appointment;
  payment: PaymentResult | null;
}

/** POST /appointments with an Idempotency-Key: a repeated request gives the same appointment, never a second one. */
export async function createAppointment(
  body: BookingRequestBody,
  idempotencyKey: string,
): Promise<CreatedBooking> {
  const answer = await api(
    postAppointments,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey }, fallbackMessage: BOOKING_FAILED },
  );
  return { appointment: answer.data, payment: answer.payment ?? null };
}

/** A declined card, failed 3-D Secure or expired payment (402 PAYMENT_FAILED): the slot was released. */
export function isPaymentFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402 && error.code === 'PAYMENT_FAILED';
}

/** The nearest free times of a 409 slot_taken answer, or null for any other failure. */
export function slotTakenAlternatives(error: unknown): NearestSlot[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { conflict_type?: unknown; nearest_slots?: unknown } | null;
  if (body?.conflict_type !== 'slot_taken') return null;
  return Array.isArray(body.nearest_slots) ? (body.nearest_slots as NearestSlot[]) : [];
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookingRequestBody; idempotencyKey: string }) =>
      createAppointment(body, idempotencyKey),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['booking'] });
      void queryClient.invalidateQueries({ queryKey: ['customer', 'appointments'] });
      void invalidateWallet(queryClient);
    },
  });
}
