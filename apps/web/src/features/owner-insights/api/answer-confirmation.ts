import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ownerInsightsKey } from './get-owner-dashboard';

export const CONFIRM_FAILED = 'Randevu onaylanamadı';
export const DECLINE_FAILED = 'Randevu reddedilemedi';

interface ActionAnswer {
  success: true;
  message?: string;
}

/** POST /salon-owner/appointments/{id}/confirm (the booking module's owner step). */
export function confirmAppointment(id: number): Promise<ActionAnswer> {
  return apiClient.post<ActionAnswer>(`/salon-owner/appointments/${id}/confirm`, undefined, {
    fallbackMessage: CONFIRM_FAILED,
  });
}

/** POST /salon-owner/appointments/{id}/cancel with the reason: declining a pending booking cancels it. */
export function declineAppointment(id: number, reason: string): Promise<ActionAnswer> {
  return apiClient.post<ActionAnswer>(
    `/salon-owner/appointments/${id}/cancel`,
    { reason },
    { fallbackMessage: DECLINE_FAILED },
  );
}

/** Both answers refresh the salon's dashboard and every other appointment list. */
export function useAnswerConfirmation(salonId: number) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerInsightsKey(salonId) }),
      queryClient.invalidateQueries({ queryKey: ['managed-appointments'] }),
    ]);
  };
  const confirm = useMutation({ mutationFn: confirmAppointment, onSuccess: refresh });
  const decline = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => declineAppointment(id, reason),
    onSuccess: refresh,
  });
  return { confirm, decline };
}
