import { ConfirmationPage } from '@/features/appointments/components/confirm/confirmation-page';
import { useCurrentRoute } from '../../use-current-route';

/** /randevu/{id}/onay: one appointment's confirmation, for its customer or through the signed link (SPEC §2.1). */
export function Component() {
  const current = useCurrentRoute();
  const id = Number(current?.params.id);
  return <ConfirmationPage key={id} appointmentId={id} />;
}
