import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCustomerAppointmentsReschedule } from '@salonya/contracts/api-routes';
import type { RescheduleAppointmentBody } from '@salonya/contracts/booking';
import { api } from '@/lib/api';
import { customerAppointmentKey } from './get-customer-appointment';
import { customerAppointmentsKey } from './get-customer-appointments';

export const RESCHEDULE_FAILED = 'Randevu saati değiştirilemedi';

/** POST /customer/appointments/{id}/reschedule with the new date and time (same staff member). */
export function rescheduleAppointment(id: number, body: RescheduleAppointmentBody) {
  return api(
    postCustomerAppointmentsReschedule,
    { params: { id }, body },
    { fallbackMessage: RESCHEDULE_FAILED },
  );
}

export function useRescheduleAppointment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleAppointmentBody) => rescheduleAppointment(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(customerAppointmentKey(id), result.data);
      void queryClient.invalidateQueries({ queryKey: [...customerAppointmentsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['booking'] });
    },
  });
}
