import { paymentStatusLabels, paymentStatusValues } from '@salonya/domain/money/payments';
import { formatDateTime } from '@salonya/domain/format/date';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageButtons } from '@/components/ui/page-buttons';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import {
  EXPORT_FAILED,
  PAYMENTS_LOAD_FAILED,
  downloadPaymentsCsv,
  emptyPaymentFilters,
  useAdminPayments,
  type PaymentFilters,
} from '../api/admin-payments';
import { PaymentDetailDialog } from './payment-detail-dialog';

const PURPOSE_LABELS = { booking: 'Randevu', wallet_top_up: 'Cüzdan yükleme' } as const;
const THREE_DS_LABELS: Record<string, string> = {
  none: '—',
  challenged: 'Bekleniyor',
  authenticated: 'Doğrulandı',
  rejected: 'Reddedildi',
};

/** Admin section #payments: every card, wallet and split payment, filtered by status, with 3-D Secure results. */
export function AdminPaymentsPage() {
  const [draft, setDraft] = useState<PaymentFilters>(emptyPaymentFilters);
  const [filters, setFilters] = useState<PaymentFilters>(emptyPaymentFilters);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const query = useAdminPayments(filters, page);
  const data = query.data;
  const fieldErrors = query.error instanceof ApiError ? query.error.errors : {};
  const apply = (next: PaymentFilters) => {
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
            Ödemeler
          </h1>
          <p className="text-sm text-gray-600">
            Kart, cüzdan ve bölünmüş ödemeler; sağlayıcı referansı, 3D Secure sonucu ve muhasebe kayıtları.
          </p>
        </div>
        <Button
          variant="outline"
          isLoading={exporting}
          onClick={() => {
            setExporting(true);
            setExportError(null);
            downloadPaymentsCsv(filters)
              .catch((error: unknown) => setExportError(failureMessage(error, EXPORT_FAILED)))
              .finally(() => setExporting(false));
          }}
        >
          CSV İndir
        </Button>
      </div>
      {exportError && <Alert variant="error">{exportError}</Alert>}
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Ödeme filtreleri"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <FilterSelect
          label="Durum"
          allLabel="Tüm durumlar"
          options={paymentStatusValues.map((s) => ({ value: s, label: paymentStatusLabels[s] }))}
          value={draft.status}
          onChange={(e) => apply({ ...draft, status: e.target.value })}
        />
        <FilterSelect
          label="Tür"
          allLabel="Tüm türler"
          options={(['booking', 'wallet_top_up'] as const).map((p) => ({
            value: p,
            label: PURPOSE_LABELS[p],
          }))}
          value={draft.purpose}
          onChange={(e) => apply({ ...draft, purpose: e.target.value })}
        />
        <TextField
          id="payments-q"
          label="Müşteri, e-posta, referans veya no"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          error={fieldErrors.q?.[0]}
          containerClassName="min-w-56 flex-1"
        />
        <TextField
          id="payments-from"
          type="date"
          label="Başlangıç"
          value={draft.date_from}
          onChange={(e) => setDraft({ ...draft, date_from: e.target.value })}
          error={fieldErrors.date_from?.[0]}
        />
        <TextField
          id="payments-to"
          type="date"
          label="Bitiş"
          value={draft.date_to}
          onChange={(e) => setDraft({ ...draft, date_to: e.target.value })}
          error={fieldErrors.date_to?.[0]}
        />
        <Button type="submit" variant="outline">
          Filtrele
        </Button>
      </form>
      {query.isPending && <Spinner label="Ödemeler yükleniyor" />}
      {query.isError && (
        <ErrorState
          title="Ödemeler yüklenemedi"
          message={failureMessage(query.error, PAYMENTS_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {data && data.payments.length === 0 && <EmptyState title="Ödeme yok" />}
      {data && data.payments.length > 0 && (
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ödemeler</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  No
                </th>
                <th scope="col" className="px-3 py-2">
                  Müşteri
                </th>
                <th scope="col" className="px-3 py-2">
                  Tür
                </th>
                <th scope="col" className="px-3 py-2">
                  Tutar
                </th>
                <th scope="col" className="px-3 py-2">
                  Durum
                </th>
                <th scope="col" className="px-3 py-2">
                  3D Secure
                </th>
                <th scope="col" className="px-3 py-2">
                  Sağlayıcı
                </th>
                <th scope="col" className="px-3 py-2">
                  Tarih
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Ayrıntı</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td className="px-3 py-2">#{p.id}</td>
                  <td className="px-3 py-2">
                    {p.customer.name}
                    <span className="block text-xs text-gray-600">{p.customer.email}</span>
                  </td>
                  <td className="px-3 py-2">{PURPOSE_LABELS[p.purpose]}</td>
                  <td className="px-3 py-2">
                    {formatTRY(p.amount_kurus)}
                    {p.wallet_kurus > 0 && p.card_kurus > 0 && (
                      <span className="block text-xs text-gray-600">
                        Cüzdan {formatTRY(p.wallet_kurus)} + kart {formatTRY(p.card_kurus)}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {p.status_label}
                    {p.failure_message && (
                      <span className="block text-xs text-red-700">{p.failure_message}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{THREE_DS_LABELS[p.three_ds] ?? p.three_ds}</td>
                  <td className="px-3 py-2">
                    {p.provider}
                    {p.provider_ref && (
                      <span className="block font-mono text-xs text-gray-600">{p.provider_ref}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{formatDateTime(p.created_at)}</td>
                  <td className="px-3 py-2">
                    <Button size="sm" variant="outline" onClick={() => setOpenId(p.id)}>
                      Ayrıntı<span className="sr-only"> (ödeme #{p.id})</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PaymentDetailDialog id={openId} onClose={() => setOpenId(null)} />
      {data && data.meta.total > 0 && (
        <PageButtons
          currentPage={data.meta.page}
          lastPage={data.meta.last_page}
          total={data.meta.total}
          onChange={setPage}
          label="Ödeme sayfaları"
        />
      )}
    </section>
  );
}
