import { useState, type ReactNode } from 'react';
import {
  CANCELLATION_REASON_MAX,
  appointmentStatusLabels,
  appointmentStatusValues,
  cancelAppointmentBodySchema,
  type Appointment,
  type AppointmentStatusValue,
} from '@salonya/contracts/booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CancelRefundNotice } from '@/components/ui/cancel-refund-notice';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageButtons } from '@/components/ui/page-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { TextField } from '@/components/ui/text-field';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { paidByOf, paymentNote } from '@/lib/appointment-payment-copy';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  APPOINTMENTS_LOAD_FAILED,
  APPOINTMENT_LOAD_FAILED,
  CANCEL_FAILED,
  useAdminAppointment,
  useAdminAppointments,
  useAdminCancelAppointment,
  useAdminCancelRefundPreview,
} from '../api/admin-appointments';

const STATUS_TONES: Readonly<Record<AppointmentStatusValue, BadgeTone>> = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'gray',
  no_show: 'red',
};
const STATUS_OPTIONS = appointmentStatusValues.map((value) => ({
  value,
  label: appointmentStatusLabels[value],
}));
const isStatus = (v: string): v is AppointmentStatusValue =>
  (appointmentStatusValues as readonly string[]).includes(v);

const when = (a: Appointment) => `${a.date.split('-').reverse().join('.')} ${a.time}`;
/** The account's name, or the guest's with '(misafir)'. */
const customerOf = (a: Appointment) =>
  a.customer === null
    ? 'Müşteri'
    : a.customer.user_id === null
      ? `${a.customer.name} (misafir)`
      : a.customer.name;
const servicesOf = (a: Appointment) => a.services.map((s) => s.name).join(', ');

function StatusLabel({ status }: { status: AppointmentStatusValue }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{appointmentStatusLabels[status]}</StatusBadge>;
}

/**
 * Admin section #appointments (SPEC §2.8): every appointment of the platform, newest first, with status, date
 * range and text filters; a row opens the appointment, which an administrator may cancel (with the refund preview).
 */
export function AdminAppointmentsPage() {
  const [status, setStatus] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const query = useAdminAppointments({
    status: isStatus(status) ? status : undefined,
    dateFrom: dateFrom || undefined,
    dateTo: dateTo || undefined,
    q: q.length >= 2 ? q : undefined,
    page,
  });
  const data = query.data;
  const columns: Column<Appointment>[] = [
    {
      key: 'when',
      header: 'Tarih',
      cell: (a) => (
        <span className="whitespace-nowrap">
          {when(a)}
          <span className="block text-xs text-gray-500">#{a.id}</span>
        </span>
      ),
    },
    {
      key: 'customer',
      header: 'Müşteri',
      cell: (a) => (
        <span>
          {customerOf(a)}
          <span className="block text-xs text-gray-500">{a.salon.name}</span>
        </span>
      ),
    },
    { key: 'staff', header: 'Personel', cell: (a) => a.staff.display_name, hideBelow: 'md' },
    { key: 'services', header: 'Hizmetler', cell: (a) => servicesOf(a), hideBelow: 'lg' },
    { key: 'total', header: 'Tutar', cell: (a) => formatTRY(a.total_price_kurus), hideBelow: 'sm' },
    {
      key: 'payment',
      header: 'Ödeme',
      cell: (a) => <span className="first-letter:uppercase">{paymentNote(paidByOf(a))}</span>,
      hideBelow: 'lg',
    },
    { key: 'status', header: 'Durum', cell: (a) => <StatusLabel status={a.status} /> },
    {
      key: 'open',
      header: <span className="sr-only">İşlem</span>,
      cell: (a) => (
        <Button size="sm" variant="outline" onClick={() => setOpenId(a.id)}>
          Aç<span className="sr-only"> randevu #{a.id}</span>
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Randevular
        </h1>
        <p className="text-sm text-gray-600">Platformdaki tüm randevular; en yeni başlangıç önce.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Durum"
          allLabel="Tüm durumlar"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          id="admin-appointments-from"
          label="Başlangıç tarihi"
          type="date"
          value={dateFrom}
          onChange={(e) => {
            setDateFrom(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          id="admin-appointments-to"
          label="Bitiş tarihi"
          type="date"
          value={dateTo}
          onChange={(e) => {
            setDateTo(e.target.value);
            setPage(1);
          }}
        />
        <SearchInput
          label="Müşteri, salon veya randevu no"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <LoadingState label="Randevular yükleniyor" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title="Randevular yüklenemedi"
          message={failureMessage(query.error, APPOINTMENTS_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {data && data.appointments.length === 0 && (
        <EmptyState title="Randevu bulunamadı" description="Filtreleri değiştirip yeniden deneyin." />
      )}
      {data && data.appointments.length > 0 && (
        <DataTable
          caption="Randevular"
          columns={columns}
          rows={data.appointments}
          rowKey={(a) => a.id}
          busy={query.isPlaceholderData}
        />
      )}
      {data && data.meta.total > 0 && (
        <PageButtons
          currentPage={data.meta.page}
          lastPage={data.meta.last_page}
          total={data.meta.total}
          onChange={setPage}
          label="Randevu sayfaları"
        />
      )}
      {openId !== null && <AppointmentDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

/** One appointment (GET /admin/appointments/:id); 'Randevuyu İptal Et' while its state allows cancelling. */
function AppointmentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useAdminAppointment(id);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useAdminCancelAppointment();
  const a = detail.data;
  const canCancel = a !== undefined && a.allowed_actions.includes('cancel');
  const refund = useAdminCancelRefundPreview(id, canCancel && cancelling);
  const refundText = refund.data?.text ?? null;

  if (cancelling && a)
    return (
      <TextFormDialog
        open
        onClose={() => setCancelling(false)}
        title="Randevuyu iptal et"
        description={`${customerOf(a)} · ${a.salon.name} · ${when(a)}. Müşteriye ve salona bildirim gönderilir.`}
        notice={<CancelRefundNotice text={refundText} />}
        field="reason"
        label="İptal nedeni"
        schema={cancelAppointmentBodySchema.shape.reason}
        maxLength={CANCELLATION_REASON_MAX}
        submitLabel="Randevuyu İptal Et"
        submitVariant="danger"
        fallbackMessage={CANCEL_FAILED}
        onSubmit={async (reason) => {
          const result = await cancel.mutateAsync({ id, reason });
          toast.success(result.message ?? 'Randevu iptal edildi.');
          setCancelling(false);
        }}
      />
    );

  return (
    <Dialog open onClose={onClose} title={`Randevu #${id}`} size="lg" placement="sheet">
      {detail.isPending && <LoadingState label="Randevu yükleniyor" />}
      {detail.isError && (
        <Alert variant="error">{failureMessage(detail.error, APPOINTMENT_LOAD_FAILED)}</Alert>
      )}
      {a && (
        <div className="space-y-4">
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <Field label="Durum">
              <StatusLabel status={a.status} />
            </Field>
            <Field label="Tarih">{when(a)}</Field>
            <Field label="Salon">{a.salon.name}</Field>
            <Field label="Personel">{a.staff.display_name}</Field>
            <Field label="Müşteri">
              {customerOf(a)}
              {a.customer?.email && <span className="block break-all text-gray-600">{a.customer.email}</span>}
              {a.customer?.phone && <span className="block text-gray-600">{a.customer.phone}</span>}
            </Field>
            <Field label="Hizmetler">{servicesOf(a)}</Field>
            <Field label="Tutar">{formatTRY(a.amount_due_kurus)}</Field>
            <Field label="Ödeme">
              <span className="block first-letter:uppercase">{paymentNote(paidByOf(a))}</span>
            </Field>
            {a.cancellation_reason && <Field label="İptal nedeni">{a.cancellation_reason}</Field>}
          </dl>
          {canCancel && (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              Randevuyu İptal Et
            </Button>
          )}
        </div>
      )}
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-gray-900">{children}</dd>
    </div>
  );
}
