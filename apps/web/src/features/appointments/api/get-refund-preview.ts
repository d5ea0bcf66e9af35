import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerAppointmentsRefundPreview } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/** GET /customer/appointments/{id}/refund-preview: what cancelling now gives back (ADR 0048). */
export function getRefundPreviewQueryOptions(appointmentId: number) {
  return queryOptions({
    queryKey: ['customer', 'appointments', appointmentId, 'refund-preview'] as const,
    queryFn: ({ signal }) =>
      apiData(
        getCustomerAppointmentsRefundPreview,
        { params: { id: appointmentId } },
        { signal, fallbackMessage: 'İade bilgisi yüklenemedi.' },
      ),
    // The answer depends on the clock: asked again each time the dialog opens.
    staleTime: 0,
  });
}

export function useRefundPreview(appointmentId: number, enabled: boolean) {
  return useQuery({ ...getRefundPreviewQueryOptions(appointmentId), enabled });
}
