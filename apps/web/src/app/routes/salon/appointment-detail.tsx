import { OwnerAppointmentDetailPage } from '@/features/appointments/components/manage/managed-appointment-detail';
import { useCurrentRoute } from '../../use-current-route';

/** /salon/randevular/{id}: one appointment with confirm, complete, no-show and cancel (SPEC §2.6). */
export function Component() {
  const current = useCurrentRoute();
  const id = Number(current?.params.id);
  return <OwnerAppointmentDetailPage key={id} appointmentId={id} />;
}
