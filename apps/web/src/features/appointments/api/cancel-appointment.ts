import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCustomerAppointmentCancel } from '@salonya/contracts/api-routes';
import type { CancelWithRefundBody as CancelAppointmentBody } from '@salonya/contracts/refunds';
import { invalidateWallet } from '@/hooks/use-wallet-summary';
import { api } from '@/lib/api';
import { customerAppointmentKey } from './get-customer-appointment';
import { customerAppointmentsKey } from './get-customer-appointments';

export const CANCEL_FAILED = 'Randevu iptal edilemedi';

/** POST /customer/appointments/{id}/cancel with the reason (and, when paid, where the refund goes). */
export function cancelAppointment(id: number, body: CancelAppointmentBody) {
  return api(postCustomerAppointmentCancel, { params: { id }, body }, { fallbackMessage: CANCEL_FAILED });
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
