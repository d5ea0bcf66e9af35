import { AppointmentDetailPage } from '@/features/appointments/components/appointment-detail-page';
import { getServerNow } from '@/features/system/api/get-server-time';
import { useCurrentRoute } from '../../use-current-route';

/** /musteri/randevu/{id}: one appointment with cancel and reschedule (SPEC §2.4). */
export function Component() {
  const current = useCurrentRoute();
  const id = Number(current?.params.id);
  return <AppointmentDetailPage key={id} appointmentId={id} serverNow={getServerNow} />;
}
