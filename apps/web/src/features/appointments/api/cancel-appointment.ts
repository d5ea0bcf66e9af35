import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@salonya/contracts/booking';
import type { CancelWithRefundBody as CancelAppointmentBody } from '@salonya/contracts/refunds';
import { invalidateWallet } from '@/hooks/use-wallet-summary';
import { apiClient } from '@/lib/api-client';
import { customerAppointmentKey } from './get-customer-appointment';
import { customerAppointmentsKey } from './get-customer-appointments';

export const CANCEL_FAILED = 'Randevu iptal edilemedi';

/** POST /customer/appointments/{id}/cancel with the reason. */
export async function cancelAppointment(
  id: number,
  body: CancelAppointmentBody,
): Promise<{ message?: string; data: Appointment }> {
  return apiClient.post(`/customer/appointments/${id}/cancel`, body, { fallbackMessage: CANCEL_FAILED });
}

export function useCancelAppointment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelAppointmentBody) => cancelAppointment(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(customerAppointmentKey(id), result.data);
      void queryClient.invalidateQueries({ queryKey: [...customerAppointmentsKey, 'list'] });
      // A paid appointment's refund may have reached the wallet (ADR 0048): its balance and history reload.
      void invalidateWallet(queryClient);
    },
  });
}
