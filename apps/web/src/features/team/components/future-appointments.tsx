import { Link } from 'react-router';
import type { StaffFutureAppointment } from '@salonya/contracts/team';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

/** The member's coming appointments, each a link to its detail page where the owner can move it. */
export function FutureAppointments({ appointments }: { appointments: readonly StaffFutureAppointment[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200">
      {appointments.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <span className="min-w-0">
            <span className="font-medium text-gray-900">{formatDateTime(a.starts_at)}</span>
            <span className="block break-words text-gray-600">
              {a.customer_name}
              {a.service_names.length > 0 && ` · ${a.service_names.join(', ')}`}
            </span>
          </span>
          <Link
            to={paths.salon.appointmentDetail.getHref(a.id)}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Randevuyu aç
          </Link>
        </li>
      ))}
    </ul>
  );
}
