import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageButtons } from '@/components/ui/page-buttons';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/lib/paths';
import { useStaffAppointments, type StaffScope } from '../../api/managed-appointments';
import { ManagedAppointmentCard } from './managed-appointment-card';

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

  let body;
  if (list.isPending) {
    body = <LoadingState label={copy.loading} />;
  } else if (list.isError) {
    body = (
      <ErrorState
        title="Randevular yüklenemedi"
        message={list.error.message}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else if (list.data.appointments.length === 0) {
    body = <EmptyState title={copy.empty} description={copy.emptyText} />;
  } else {
    body = (
      <>
        <ul className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
          {list.data.appointments.map((appointment) => (
            <li key={appointment.id}>
              <ManagedAppointmentCard appointment={appointment} viewer="staff" />
            </li>
          ))}
        </ul>
        <PageButtons
          className="mt-6"
          currentPage={list.data.meta.page}
          lastPage={list.data.meta.last_page}
          total={list.data.meta.total}
          onChange={(next) => setParams(next > 1 ? { sayfa: String(next) } : {})}
          label="Randevu sayfaları"
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{copy.title}</h1>
        <Link to={copy.other.href()} className={buttonClasses({ variant: 'outline' })}>
          {copy.other.label}
        </Link>
      </div>
      {body}
    </div>
  );
}
