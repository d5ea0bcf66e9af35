import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Circle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { failureMessage } from '@/lib/form-errors';
import { formatDate, formatKurus, formatNumber, formatTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { appointmentStatusLabels, cancelAppointmentBodySchema } from '@salonya/contracts/booking';
import type { DashboardAppointment, OwnerDashboard, PeriodSummary } from '@salonya/contracts/owner-reports';
import { CONFIRM_FAILED, DECLINE_FAILED, useAnswerConfirmation } from '../api/answer-confirmation';
import { DASHBOARD_FAILED, useOwnerDashboard } from '../api/get-owner-dashboard';
import { SalonScope } from './salon-scope';
import { formatPercent, Stat } from './stat';

/** /salon: the selected salon's day and week at a glance (issue 16 scope 6). */
export function OwnerDashboardPage() {
  return (
    <section aria-labelledby="owner-dashboard-title" className="space-y-6">
      <h1 id="owner-dashboard-title" className="text-2xl font-bold tracking-tight text-gray-900">
        Salon Paneli
      </h1>
      <SalonScope>{(salon) => <DashboardBody salonId={salon.id} />}</SalonScope>
    </section>
  );
}

function DashboardBody({ salonId }: { salonId: number }) {
  const query = useOwnerDashboard(salonId);
  if (query.isPending) return <LoadingState label="Panel yükleniyor…" className="min-h-40" />;
  if (query.isError)
    return (
      <ErrorState
        title={DASHBOARD_FAILED}
        message={failureMessage(query.error, DASHBOARD_FAILED)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const d = query.data;
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">
        {d.salon.name} · {formatDate(d.generated_at)}
      </p>
      <Alerts alerts={visibleAlerts(d)} />
      <Checklist items={d.checklist} />
      <Summary title="Bugün" id="today" summary={d.today} />
      <Summary title="Bu hafta" id="week" summary={d.week} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PendingConfirmations salonId={salonId} dashboard={d} />
        <NextCustomers appointments={d.next_appointments} today={d.today.from} />
      </div>
    </div>
  );
}

/** Alerts the set-up checklist already shows as its open steps. */
const CHECKLIST_ALERTS: ReadonlySet<string> = new Set([
  'no_services',
  'no_staff',
  'missing_hours',
  'profile_incomplete',
]);

/** While the checklist is open its steps speak for themselves; the other alerts stay. */
function visibleAlerts(d: OwnerDashboard): OwnerDashboard['alerts'] {
  const checklistOpen = d.checklist.some((i) => !i.done);
  return checklistOpen ? d.alerts.filter((a) => !CHECKLIST_ALERTS.has(a.key)) : d.alerts;
}

function Alerts({ alerts }: { alerts: OwnerDashboard['alerts'] }) {
  if (alerts.length === 0) return null;
  return (
    <ul aria-label="Uyarılar" className="space-y-2">
      {alerts.map((a) => (
        <li key={a.key}>
          <Alert variant={a.severity}>
            <span>{a.message}</span>
            {a.href !== null && a.action !== null && (
              <>
                {' '}
                <Link to={a.href} className="font-semibold underline">
                  {a.action}
                </Link>
              </>
            )}
          </Alert>
        </li>
      ))}
    </ul>
  );
}

function Checklist({ items }: { items: OwnerDashboard['checklist'] }) {
  const done = items.filter((i) => i.done).length;
  if (done === items.length) return null;
  return (
    <Card>
      <CardHeader
        title="Salonunuzu hazırlayın"
        description={`${done}/${items.length} adım tamamlandı. Tüm adımları bitirince salonunuz randevu almaya hazır.`}
      />
      <ol aria-label="Kurulum adımları" className="space-y-3">
        {items.map((item) => (
          <li key={item.key} className="flex items-start gap-3">
            {item.done ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-400" />
            )}
            <div>
              <Link
                to={item.href}
                className={
                  item.done ? 'text-gray-600 line-through' : 'font-semibold text-brand-700 underline'
                }
              >
                {item.label}
              </Link>
              <span className="sr-only">{item.done ? ' (tamamlandı)' : ' (yapılacak)'}</span>
              <p className="text-sm text-gray-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Summary({ title, id, summary }: { title: string; id: string; summary: PeriodSummary }) {
  const a = summary.appointments;
  const o = summary.occupancy;
  return (
    <section aria-labelledby={`summary-${id}`} className="space-y-3">
      <h2 id={`summary-${id}`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label="Randevu"
          value={formatNumber(a.total)}
          hint={`${formatNumber(a.pending)} onay bekliyor · ${formatNumber(a.confirmed)} onaylı`}
        />
        <Stat
          label="Tamamlanan"
          value={formatNumber(a.completed)}
          hint={`${formatNumber(a.cancelled)} iptal · ${formatNumber(a.no_show)} gelmedi`}
        />
        <Stat label="Gelir" value={formatKurus(summary.revenue_kurus)} hint="Tamamlanan randevulardan" />
        <Stat
          label="Doluluk"
          value={formatPercent(o.percent)}
          hint={`${formatNumber(o.booked_minutes)} / ${formatNumber(o.available_minutes)} dakika`}
        />
      </dl>
    </section>
  );
}

const STATUS_TONES: Readonly<Record<DashboardAppointment['status'], BadgeTone>> = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'gray',
  no_show: 'red',
};

function when(a: DashboardAppointment, today: string): string {
  const time = `${formatTime(a.starts_at)}–${formatTime(a.ends_at)}`;
  return a.starts_at.slice(0, 10) === today ? `Bugün ${time}` : `${formatDate(a.starts_at)} ${time}`;
}

function AppointmentLine({ a, today }: { a: DashboardAppointment; today: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
        <span>{when(a, today)}</span>
        <StatusBadge tone={STATUS_TONES[a.status]}>{appointmentStatusLabels[a.status]}</StatusBadge>
      </p>
      <p className="text-sm text-gray-800">{a.customer_name}</p>
      <p className="text-sm break-words text-gray-600">
        {a.services.join(', ')} · {a.staff_name}
      </p>
    </div>
  );
}

function NextCustomers({ appointments, today }: { appointments: DashboardAppointment[]; today: string }) {
  return (
    <Card>
      <CardHeader
        title="Sıradaki müşteriler"
        actions={
          <Link
            to={paths.salon.appointments.getHref()}
            className="text-sm font-medium text-brand-700 underline"
          >
            Tüm randevular
          </Link>
        }
      />
      {appointments.length === 0 ? (
        <EmptyState title="Yaklaşan randevu yok" className="py-6" />
      ) : (
        <ul aria-label="Sıradaki müşteriler" className="divide-y divide-gray-100">
          {appointments.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-3 py-3">
              <AppointmentLine a={a} today={today} />
              <Link
                to={paths.salon.appointmentDetail.getHref(a.id)}
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
                aria-label={`${a.customer_name} randevusunun detayı`}
              >
                Detay
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PendingConfirmations({ salonId, dashboard }: { salonId: number; dashboard: OwnerDashboard }) {
  const { confirm, decline } = useAnswerConfirmation(salonId);
  const [declining, setDeclining] = useState<DashboardAppointment | null>(null);
  const items = dashboard.pending_confirmations;
  const more = dashboard.pending_confirmations_total - items.length;

  const onConfirm = async (a: DashboardAppointment) => {
    try {
      const answer = await confirm.mutateAsync(a.id);
      toast.success(answer.message ?? 'Randevu onaylandı');
    } catch (error) {
      toast.error(failureMessage(error, CONFIRM_FAILED));
    }
  };

  return (
    <Card>
      <CardHeader title="Onay bekleyenler" />
      {items.length === 0 ? (
        <EmptyState title="Onay bekleyen randevu yok" className="py-6" />
      ) : (
        <ul aria-label="Onay bekleyen randevular" className="divide-y divide-gray-100">
          {items.map((a) => (
            <li key={a.id} className="space-y-2 py-3">
              <AppointmentLine a={a} today={dashboard.today.from} />
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => void onConfirm(a)}
                  isLoading={confirm.isPending && confirm.variables === a.id}
                  aria-label={`${a.customer_name} randevusunu onayla`}
                >
                  Onayla
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeclining(a)}
                  aria-label={`${a.customer_name} randevusunu reddet`}
                >
                  Reddet
                </Button>
                <Link
                  to={paths.salon.appointmentDetail.getHref(a.id)}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                >
                  Detay
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <Link
          to={{ pathname: paths.salon.appointments.getHref(), search: '?durum=pending' }}
          className="text-sm text-brand-700 underline"
        >
          {`${formatNumber(more)} randevu daha onay bekliyor`}
        </Link>
      )}
      <TextFormDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title="Randevuyu reddet"
        description={
          declining ? `${declining.customer_name} · ${when(declining, dashboard.today.from)}` : undefined
        }
        field="reason"
        label="Reddetme nedeni"
        schema={cancelAppointmentBodySchema.shape.reason}
        submitLabel="Reddet"
        submitVariant="danger"
        fallbackMessage={DECLINE_FAILED}
        onSubmit={async (reason) => {
          if (declining === null) return;
          const answer = await decline.mutateAsync({ id: declining.id, reason });
          toast.success(answer.message ?? 'Randevu reddedildi');
          setDeclining(null);
        }}
      />
    </Card>
  );
}
