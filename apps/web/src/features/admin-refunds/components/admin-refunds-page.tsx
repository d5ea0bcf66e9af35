import type { Refund } from '@salonya/contracts/refunds';
import { formatDateTime } from '@salonya/domain/format/date';
import { formatLiraNumber, liraToKurus } from '@salonya/domain/format/money';
import { refundStatusLabels, refundStatusValues } from '@salonya/domain/money/refunds';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageButtons } from '@/components/ui/page-buttons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FilterSelect } from '@/components/ui/filter-select';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { DECISION_FAILED, REFUNDS_LOAD_FAILED, useAdminRefunds, useDecideRefund } from '../api/admin-refunds';

/** '120,50' → 12050 kuruş; NaN for text that is not an amount. */
function parseLira(text: string): number {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? liraToKurus(Number(normalised)) : Number.NaN;
}
const liraText = (kurus: number) => formatLiraNumber(kurus);

const CANCELLED_BY: Record<string, string> = {
  customer: 'Müşteri',
  salon: 'Salon',
  admin: 'Yönetici',
  system: 'Sistem',
};

/**
 * Admin section #refunds (SPEC §2.8, ADR 0048): refunds of cancelled paid appointments. Requests from late
 * cancellations wait here: approve the policy's amount or another partial amount, or reject with a reason; each
 * decision is audited and the customer reads it on the appointment and in the wallet.
 */
export function AdminRefundsPage() {
  const [status, setStatus] = useState('requested');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useAdminRefunds({ status, q, page });
  const data = query.data;
  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          İadeler
        </h1>
        <p className="text-sm text-gray-600">
          İptal edilen ödenmiş randevuların iadeleri. Ücretsiz iptal süresinden sonraki iptaller onayınızı
          bekler.
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search);
          setPage(1);
        }}
      >
        <FilterSelect
          label="Durum"
          allLabel="Tüm durumlar"
          options={refundStatusValues.map((s) => ({ value: s, label: refundStatusLabels[s] }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          id="refund-search"
          label="Müşteri, e-posta veya salon"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          containerClassName="min-w-56 flex-1"
        />
        <Button type="submit" variant="outline">
          Ara
        </Button>
      </form>
      {query.isPending && <Spinner label="İadeler yükleniyor" />}
      {query.isError && (
        <ErrorState
          title="İadeler yüklenemedi"
          message={failureMessage(query.error, REFUNDS_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {data && data.refunds.length === 0 && <EmptyState title="İade yok" />}
      {data && data.refunds.length > 0 && (
        <ul className="space-y-3" aria-label="İadeler">
          {data.refunds.map((r) => (
            <li key={r.id}>
              <RefundCard refund={r} />
            </li>
          ))}
        </ul>
      )}
      {data && data.meta.total > 0 && (
        <PageButtons
          currentPage={data.meta.page}
          lastPage={data.meta.last_page}
          total={data.meta.total}
          onChange={setPage}
          label="İade sayfaları"
        />
      )}
    </section>
  );
}

function RefundCard({ refund: r }: { refund: Refund }) {
  return (
    <Card className="space-y-3 p-4" data-testid={`refund-${r.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold text-gray-900">
            İade #{r.id} · {r.customer.name}
          </h2>
          <p className="text-xs text-gray-600">
            {r.customer.email} · {r.salon.name} · randevu {formatDateTime(r.starts_at)}
          </p>
        </div>
        <span className="rounded-full bg-gray-100 px-2 py-1 text-xs font-medium text-gray-800">
          {r.status_label}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-gray-600">Ödenen</dt>
          <dd className="font-semibold">{formatTRY(r.paid_kurus)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Politikaya göre</dt>
          <dd className="font-semibold">{formatTRY(r.proposed_kurus)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">İade yeri</dt>
          <dd>{r.destination_label}</dd>
        </div>
        <div>
          <dt className="text-gray-600">İptal eden</dt>
          <dd>{CANCELLED_BY[r.cancelled_by] ?? r.cancelled_by}</dd>
        </div>
      </dl>
      <p className="text-sm text-gray-700">{r.summary}</p>
      {r.status === 'requested' && <DecisionForms refund={r} />}
    </Card>
  );
}

function DecisionForms({ refund }: { refund: Refund }) {
  const [amount, setAmount] = useState(refund.proposed_kurus > 0 ? liraText(refund.proposed_kurus) : '');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [key, setKey] = useState(() => newIdempotencyKey());
  const decide = useDecideRefund();

  const run = (d: Parameters<typeof decide.mutate>[0]) => {
    setErrors({});
    setMessage(null);
    decide.mutate(d, {
      onSuccess: (response) => {
        setKey(newIdempotencyKey());
        setMessage({ kind: 'success', text: response.message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status !== 0) setKey(newIdempotencyKey());
        if (error instanceof ApiError) setErrors(error.errors);
        setMessage({ kind: 'error', text: failureMessage(error, DECISION_FAILED) });
      },
    });
  };

  return (
    <div className="grid gap-4 border-t border-gray-100 pt-3 md:grid-cols-2">
      <form
        noValidate
        className="space-y-2"
        aria-label={`İade #${refund.id} onayı`}
        onSubmit={(event) => {
          event.preventDefault();
          run({
            kind: 'approve',
            id: refund.id,
            body: { amount_kurus: parseLira(amount), ...(note.trim() ? { note } : {}) },
            idempotencyKey: key,
          });
        }}
      >
        <TextField
          id={`refund-${refund.id}-amount`}
          label={`İade tutarı (₺, en fazla ${formatTRY(refund.paid_kurus)})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount_kurus?.[0]}
        />
        <TextField
          id={`refund-${refund.id}-note`}
          label="Not (isteğe bağlı)"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note?.[0]}
        />
        <Button type="submit" isLoading={decide.isPending && decide.variables?.kind === 'approve'}>
          İadeyi Onayla
        </Button>
      </form>
      <form
        noValidate
        className="space-y-2"
        aria-label={`İade #${refund.id} reddi`}
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'reject', id: refund.id, body: { reason }, idempotencyKey: key });
        }}
      >
        <TextareaField
          id={`refund-${refund.id}-reason`}
          label="Ret gerekçesi (müşteri görür)"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason?.[0]}
        />
        <Button
          type="submit"
          variant="danger"
          isLoading={decide.isPending && decide.variables?.kind === 'reject'}
        >
          Talebi Reddet
        </Button>
      </form>
      {message && (
        <div className="md:col-span-2">
          <Alert variant={message.kind === 'success' ? 'success' : 'error'}>{message.text}</Alert>
        </div>
      )}
    </div>
  );
}
