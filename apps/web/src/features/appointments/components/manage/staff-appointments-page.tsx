import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/lib/paths';
import { useStaffAppointments, type StaffScope } from '../../api/managed-appointments';
import { AppointmentListStates } from '../appointment-list-states';
import { ManagedAppointmentList } from './managed-appointment-list';

const COPY = {
  upcoming: {
    title: 'Randevularım',
    loading: 'Randevularınız yükleniyor…',
    empty: 'Yaklaşan randevunuz yok',
    emptyText: 'Size atanan yeni randevular burada görünür.',
    other: { label: 'Randevu Geçmişi', href: () => paths.staff.appointmentHistory.getHref() },
  },
  history: {
    title: 'Randevu Geçmişi',
    loading: 'Randevu geçmişi yükleniyor…',
    empty: 'Geçmiş randevunuz yok',
    emptyText: 'Tamamlanan, iptal edilen ve gelinmeyen randevular burada görünür.',
    other: { label: 'Yaklaşan Randevular', href: () => paths.staff.appointments.getHref() },
  },
} as const;

/**
 * /personel/randevular (upcoming, soonest first) and /personel/randevu-gecmisi (latest first): the staff member's
 * own appointments with the moves they may make (confirm, complete, no-show). The page is in ?sayfa.
 */
export function StaffAppointmentsPage({ scope }: { scope: StaffScope }) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('sayfa') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const list = useStaffAppointments(scope, page);
  const copy = COPY[scope];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{copy.title}</h1>
        <Link to={copy.other.href()} className={buttonClasses({ variant: 'outline' })}>
          {copy.other.label}
        </Link>
      </div>
      <AppointmentListStates
        list={list}
        loadingLabel={copy.loading}
        empty={<EmptyState title={copy.empty} description={copy.emptyText} />}
      >
        {(data, busy) => (
          <ManagedAppointmentList
            data={data}
            viewer="staff"
            busy={busy}
            onPage={(next) => setParams(next > 1 ? { sayfa: String(next) } : {})}
          />
        )}
      </AppointmentListStates>
    </div>
  );
}
