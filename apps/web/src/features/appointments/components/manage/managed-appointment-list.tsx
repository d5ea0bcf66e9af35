import type { AppointmentListResponse } from '@salonya/contracts/booking';
import { PageButtons } from '@/components/ui/page-buttons';
import type { Viewer } from '../../api/managed-appointments';
import { ManagedAppointmentCard } from './managed-appointment-card';

/** The salon side's appointment cards with their page buttons (owner and staff lists). */
export function ManagedAppointmentList({
  data,
  viewer,
  busy,
  onPage,
}: {
  data: AppointmentListResponse;
  viewer: Viewer;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <ul className="space-y-3" aria-busy={busy || undefined}>
        {data.appointments.map((appointment) => (
          <li key={appointment.id}>
            <ManagedAppointmentCard appointment={appointment} viewer={viewer} />
          </li>
        ))}
      </ul>
      <PageButtons
        className="mt-6"
        currentPage={data.meta.page}
        lastPage={data.meta.last_page}
        total={data.meta.total}
        onChange={onPage}
        label="Randevu sayfaları"
      />
    </>
  );
}
