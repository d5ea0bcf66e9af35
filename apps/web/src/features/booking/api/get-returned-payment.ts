import { useQuery } from '@tanstack/react-query';
import { getCustomerAppointment } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/**
 * Back from the bank's 3-D Secure page without a payment (`?odeme=failed|expired&randevu=<id>`, money.routes.ts
 * `returnUrl`): the released appointment's payment says why (GET /customer/appointments/:id, the customer's own).
 */
export interface BankReturn {
  status: 'failed' | 'expired';
  appointmentId: number | null;
}

export function bankReturnOf(search: string): BankReturn | null {
  const query = new URLSearchParams(search);
  const status = query.get('odeme');
  if (status !== 'failed' && status !== 'expired') return null;
  const id = Number(query.get('randevu'));
  return { status, appointmentId: Number.isInteger(id) && id > 0 ? id : null };
}

/** The payment of the appointment the bank's return names; off without one (the step then says it generically). */
export function useReturnedPayment(appointmentId: number | null) {
  return useQuery({
    queryKey: ['customer', 'appointments', appointmentId, 'returned-payment'],
    queryFn: ({ signal }) =>
      apiData(getCustomerAppointment, { params: { id: appointmentId ?? 0 } }, { signal }),
    enabled: appointmentId !== null,
    retry: false,
    select: (appointment) => appointment.payment,
  });
}
