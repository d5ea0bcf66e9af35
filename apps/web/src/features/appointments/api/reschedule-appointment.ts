import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, RescheduleAppointmentBody } from '@salonya/contracts/booking';
import { apiClient } from '@/lib/api-client';
import { customerAppointmentKey } from './get-customer-appointment';
import { customerAppointmentsKey } from './get-customer-appointments';

export const RESCHEDULE_FAILED = 'Randevu saati değiştirilemedi';

/** POST /customer/appointments/{id}/reschedule with the new date and time (same staff member). */
export async function rescheduleAppointment(
  id: number,
  body: RescheduleAppointmentBody,
): Promise<{ message?: string; data: Appointment }> {
  return apiClient.post(`/customer/appointments/${id}/reschedule`, body, {
    fallbackMessage: RESCHEDULE_FAILED,
  });
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
