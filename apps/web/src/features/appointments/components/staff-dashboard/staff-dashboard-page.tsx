import { Link } from 'react-router';
import { CalendarOff, Coffee, House, Phone } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { Stat } from '@/components/ui/stat';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { formatDate, formatKurus, formatNumber } from '@/lib/format';
import { appointmentStatusLabels } from '@salonya/contracts/booking';
import type { StaffDashboard, StaffDashboardAppointment } from '@salonya/contracts/staff-dashboard';
import { STAFF_DASHBOARD_FAILED, useStaffDashboard } from '../../api/staff-dashboard';
import { AppointmentActions } from '../manage/appointment-actions';

const STATUS_TONES: Readonly<Record<StaffDashboardAppointment['status'], BadgeTone>> = {
  pending: 'amber',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'red',
};
const TODAY_TONES = { Blokajlı: 'red', Molalı: 'amber', Müsait: 'green' } as const;

/** /personel: the staff member's day at a glance between two customers (issue 20 item 1). */
export function StaffDashboardPage() {
  const query = useStaffDashboard();
  return (
    <section aria-labelledby="staff-dashboard-title" className="space-y-6">
      <h1 id="staff-dashboard-title" className="text-2xl font-bold tracking-tight text-gray-900">
        Personel Paneli
      </h1>
      {query.isPending && <LoadingState label="Panel yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={STAFF_DASHBOARD_FAILED}
          message={failureMessage(query.error, STAFF_DASHBOARD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined && <DashboardBody d={query.data} onChanged={() => void query.refetch()} />}
    </section>
  );
}

function DashboardBody({ d, onChanged }: { d: StaffDashboard; onChanged: () => void }) {
  const next = d.today.find((a) => a.id === d.next_appointment_id) ?? null;
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">
        {d.salon.name} · {formatDate(d.date)}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <NowCard d={d} />
        <NextCustomer appointment={next} date={d.date} onChanged={onChanged} />
      </div>
      <TodayList d={d} onChanged={onChanged} />
      <section aria-labelledby="staff-week-title" className="space-y-3">
        <h2 id="staff-week-title" className="text-lg font-semibold text-gray-900">
          Bu hafta
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Stat
            label="Randevu"
            value={formatNumber(d.week.total)}
            hint={`${formatDate(d.week.from)} – ${formatDate(d.week.to)}`}
          />
          <Stat label="Tamamlanan" value={formatNumber(d.week.completed)} />
          <Stat label="Onay bekleyen" value={formatNumber(d.week.pending)} />
          <Stat label="Gelmedi" value={formatNumber(d.week.no_show)} />
          <Stat label="İptal" value={formatNumber(d.week.cancelled)} />
        </dl>
      </section>
    </div>
  );
}

/** 'Şu an': what the staff member is doing this minute, and today's status in the SPEC's words. */
function NowCard({ d }: { d: StaffDashboard }) {
  const until = d.now.until === null ? 'gün sonuna kadar' : `${d.now.until} saatine kadar`;
  const text = {
    appointment: `Randevuda · ${until}`,
    blocking: `Blokajlı · ${until}`,
    break: `Molada · ${until}`,
    free: `Müsait · ${until}`,
    off: 'Mesai dışında',
  }[d.now.kind];
  return (
    <Card role="region" aria-label="Şu an">
      <CardHeader title="Şu an" />
      <p className="text-xl font-semibold text-gray-900">{text}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-gray-600">Bugünkü durum</dt>
          <dd className="mt-1">
            <StatusBadge tone={TODAY_TONES[d.today_status]}>{d.today_status}</StatusBadge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Bugünkü kazanç</dt>
          <dd className="mt-1 text-lg font-semibold text-gray-900">{formatKurus(d.earned_today_kurus)}</dd>
          <dd className="text-xs text-gray-600">{formatNumber(d.completed_today)} tamamlanan randevu</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Hızlı işlemler">
        <Link
          to="/personel/musaitlik?ekle=mola"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Coffee aria-hidden="true" className="size-4" />
          Mola Ekle
        </Link>
        <Link
          to="/personel/musaitlik?ekle=blokaj"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <CalendarOff aria-hidden="true" className="size-4" />
          Zaman Blokla
        </Link>
      </div>
    </Card>
  );
}

function NextCustomer({
  appointment: a,
  date,
  onChanged,
}: {
  appointment: StaffDashboardAppointment | null;
  date: string;
  onChanged: () => void;
}) {
  return (
    <Card className="border-brand-200 bg-brand-50/40" role="region" aria-label="Sıradaki müşteri">
      <CardHeader title="Sıradaki müşteri" />
      {a === null ? (
        <p className="text-sm text-gray-600">Bugün sırada bekleyen müşteriniz yok.</p>
      ) : (
        <div className="space-y-3">
          <p className="text-xl font-semibold text-gray-900">
            {a.start_time}–{a.end_time} · {a.customer_name}
          </p>
          <AppointmentFacts a={a} />
          <AppointmentActions appointment={actionable(a, date)} viewer="staff" onDone={onChanged} />
        </div>
      )}
    </Card>
  );
}

function AppointmentFacts({ a }: { a: StaffDashboardAppointment }) {
  return (
    <div className="space-y-1 text-sm text-gray-700">
      <p>
        {a.service_names.join(', ')} · {formatKurus(a.total_price_kurus)}
      </p>
      {a.customer_phone !== null && (
        <p>
          <a
            href={`tel:${a.customer_phone}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {a.customer_phone}
          </a>
        </p>
      )}
      {a.is_home_service && (
        <p className="inline-flex items-center gap-1">
          <House aria-hidden="true" className="size-4" />
          Adreste hizmet
        </p>
      )}
      {a.notes !== '' && <p className="text-gray-600">Not: {a.notes}</p>}
    </div>
  );
}

function TodayList({ d, onChanged }: { d: StaffDashboard; onChanged: () => void }) {
  return (
    <section aria-labelledby="staff-today-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="staff-today-title" className="text-lg font-semibold text-gray-900">
          Bugünkü randevularım
        </h2>
        <Link to="/personel/randevular" className="text-sm font-medium text-brand-700 underline">
          Tüm randevularım
        </Link>
      </div>
      {d.today.length === 0 ? (
        <EmptyState title="Bugün randevunuz yok" description="Yeni bir randevu geldiğinde burada görünür." />
      ) : (
        <ol aria-label="Bugünkü randevular" className="space-y-3">
          {d.today.map((a) => {
            const isNext = a.id === d.next_appointment_id;
            return (
              <li
                key={a.id}
                aria-current={isNext ? 'true' : undefined}
                className={cn(
                  'rounded-xl border bg-white p-4 shadow-sm',
                  isNext ? 'border-brand-400 ring-2 ring-brand-200' : 'border-gray-200',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-gray-900">
                    {a.start_time}–{a.end_time} · {a.customer_name}
                  </p>
                  <div className="flex items-center gap-2">
                    {isNext && <StatusBadge tone="brand">Sıradaki</StatusBadge>}
                    <StatusBadge tone={STATUS_TONES[a.status]}>
                      {appointmentStatusLabels[a.status]}
                    </StatusBadge>
                  </div>
                </div>
                <div className="mt-2">
                  <AppointmentFacts a={a} />
                </div>
                <div className="mt-3">
                  <AppointmentActions
                    appointment={actionable(a, d.date)}
                    viewer="staff"
                    size="sm"
                    onDone={onChanged}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

const actionable = (a: StaffDashboardAppointment, date: string) => ({
  id: a.id,
  date,
  time: a.start_time,
  allowed_actions: a.allowed_actions,
  customer: { name: a.customer_name },
});
