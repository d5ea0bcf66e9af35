import { formatDateTime } from '@salonya/domain/format/date';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { PAYMENT_LOAD_FAILED, useAdminPayment } from '../api/admin-payments';

/** One payment for an administrator: provider reference, 3-D Secure result, the journals line by line, the refund. */
export function PaymentDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useAdminPayment(id);
  const p = detail.data;
  return (
    <Dialog open={id !== null} onClose={onClose} title={`Ödeme #${id ?? ''}`} size="lg">
      {detail.isPending && <Spinner label="Ödeme yükleniyor" />}
      {detail.isError && (
        <ErrorState
          title="Ödeme yüklenemedi"
          message={failureMessage(detail.error, PAYMENT_LOAD_FAILED)}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      )}
      {p && (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-gray-600">Müşteri</dt>
            <dd>
              {p.customer.name} ({p.customer.email})
            </dd>
            <dt className="text-gray-600">Tutar</dt>
            <dd>
              {formatTRY(p.amount_kurus)} (kart {formatTRY(p.card_kurus)}, cüzdan {formatTRY(p.wallet_kurus)})
            </dd>
            <dt className="text-gray-600">Durum</dt>
            <dd>{p.status_label}</dd>
            <dt className="text-gray-600">Sağlayıcı</dt>
            <dd>{p.provider}</dd>
            <dt className="text-gray-600">Sağlayıcı referansı</dt>
            <dd className="font-mono break-all" data-testid="payment-provider-ref">
              {p.provider_ref ?? '—'}
            </dd>
            <dt className="text-gray-600">3D Secure</dt>
            <dd>{p.three_ds_label}</dd>
            <dt className="text-gray-600">Kart</dt>
            <dd>{p.card_last4 ? `•••• ${p.card_last4}` : '—'}</dd>
            <dt className="text-gray-600">Tahsil</dt>
            <dd>{p.captured_at ? formatDateTime(p.captured_at) : '—'}</dd>
            {p.appointment_id !== null && (
              <>
                <dt className="text-gray-600">Randevu</dt>
                <dd>#{p.appointment_id}</dd>
              </>
            )}
          </dl>
          {p.failure_message && <p className="text-red-700">{p.failure_message}</p>}
          {p.refund && (
            <p className="rounded-lg bg-gray-50 p-3">
              İade #{p.refund.id} ({p.refund.status_label}): {p.refund.summary}
            </p>
          )}
          <h3 className="text-base font-semibold text-gray-900">Muhasebe kayıtları</h3>
          {p.journals.length === 0 ? (
            <p className="text-gray-600">Bu ödeme için kayıt yok.</p>
          ) : (
            p.journals.map((j) => (
              <div key={j.id} className="relative overflow-x-auto rounded-lg border border-gray-200">
                <table className="w-full text-left">
                  <caption className="px-3 py-2 text-left font-medium text-gray-900">
                    #{j.id} {j.kind_label} · {formatDateTime(j.created_at)}
                    {j.reason && <span className="block text-xs font-normal text-gray-600">{j.reason}</span>}
                  </caption>
                  <thead className="bg-gray-50 text-gray-700">
                    <tr>
                      <th scope="col" className="px-3 py-1">
                        Hesap
                      </th>
                      <th scope="col" className="px-3 py-1 text-right">
                        Tutar
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {j.lines.map((l) => (
                      <tr key={`${j.id}-${l.account_key}`}>
                        <td className="px-3 py-1">
                          {l.account_label}
                          <span className="block font-mono text-xs text-gray-600">{l.account_key}</span>
                        </td>
                        <td className="px-3 py-1 text-right">{formatTRY(l.amount_kurus)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))
          )}
        </div>
      )}
    </Dialog>
  );
}
