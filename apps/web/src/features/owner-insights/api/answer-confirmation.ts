import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postSalonOwnerAppointmentCancel,
  postSalonOwnerAppointmentConfirm,
} from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import { ownerInsightsKey } from './get-owner-dashboard';

export const CONFIRM_FAILED = 'Randevu onaylanamadı';
export const DECLINE_FAILED = 'Randevu reddedilemedi';

/** POST /salon-owner/appointments/{id}/confirm (the booking module's owner step). */
export function confirmAppointment(id: number) {
  return api(postSalonOwnerAppointmentConfirm, { params: { id } }, { fallbackMessage: CONFIRM_FAILED });
}

/** POST /salon-owner/appointments/{id}/cancel with the reason: declining a pending booking cancels it. */
export function declineAppointment(id: number, reason: string) {
  return api(
    postSalonOwnerAppointmentCancel,
    { params: { id }, body: { reason } },
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
