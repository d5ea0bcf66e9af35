import type { Refund } from '@salonya/contracts/refunds';
import { formatDateTime } from '@salonya/domain/format/date';
import type { RefundStatus } from '@salonya/domain/money/refunds';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { PageButtons } from '@/components/ui/page-buttons';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { paths } from '@/lib/paths';
import { REFUNDS_LOAD_FAILED, useCustomerRefunds } from '../api/get-refunds';

const STATUS_TONES: Readonly<Record<RefundStatus, BadgeTone>> = {
  requested: 'amber',
  processing: 'blue',
  refunded: 'green',
  rejected: 'red',
};

/** Where the money went (or goes): 'Kart', 'Cüzdan' or 'Kart ₺300 · Cüzdan ₺200' for a split. */
function destinationText(refund: Refund): string {
  if (refund.status === 'requested' || refund.status === 'rejected') return refund.destination_label;
  if (refund.card_kurus > 0 && refund.wallet_kurus > 0)
    return `Kart ${formatTRY(refund.card_kurus)} · Cüzdan ${formatTRY(refund.wallet_kurus)}`;
  return refund.card_kurus > 0 ? 'Kart' : 'Cüzdan';
}

/** The amount a refund stands at: decided, or the policy's proposal while it waits. */
function amountText(refund: Refund): string {
  if (refund.amount_kurus !== null) return formatTRY(refund.amount_kurus);
  if (refund.status === 'rejected') return formatTRY(0);
  return `${formatTRY(refund.proposed_kurus)} (önerilen)`;
}

/** /musteri/cuzdan 'İadeler': the refunds of the customer's cancelled paid appointments (ADR 0048). */
export function RefundsCard() {
  const [page, setPage] = useState(1);
  const refunds = useCustomerRefunds(page);

  return (
    <Card className="p-5">
      <CardHeader
        title="İadeler"
        description="İptal ettiğiniz ödemeli randevuların iadeleri: durumu, tutarı ve nereye yapıldığı."
      />
      {refunds.isPending && <Spinner className="mt-4" label="İadeler yükleniyor" />}
      {refunds.isError && (
        <ErrorState
          className="mt-4"
          title="İadeler yüklenemedi"
          message={failureMessage(refunds.error, REFUNDS_LOAD_FAILED)}
          onRetry={() => void refunds.refetch()}
          isRetrying={refunds.isFetching}
        />
      )}
      {refunds.data && refunds.data.refunds.length === 0 && (
        <EmptyState
          title="Henüz bir iadeniz yok"
          description="Ödemeli bir randevuyu iptal ettiğinizde iadesi burada görünür."
        />
      )}
      {refunds.data && refunds.data.refunds.length > 0 && (
        <>
          <ul className="divide-y divide-gray-100" data-testid="refund-list">
            {refunds.data.refunds.map((refund) => (
              <li key={refund.id} className="space-y-1 py-3 text-sm" data-testid={`refund-${refund.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="min-w-0">
                    <Link
                      to={paths.customer.appointmentDetail.getHref(refund.appointment_id)}
                      className="block truncate font-medium text-gray-900 hover:underline"
                    >
                      {refund.salon.name}
                    </Link>
                    <span className="block text-xs text-gray-600">
                      Randevu: {formatDateTime(refund.starts_at)}
                    </span>
                  </span>
                  <StatusBadge tone={STATUS_TONES[refund.status]}>{refund.status_label}</StatusBadge>
                </div>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-gray-600 sm:grid-cols-4">
                  <div>
                    <dt>Ödenen</dt>
                    <dd className="font-medium text-gray-900">{formatTRY(refund.paid_kurus)}</dd>
                  </div>
                  <div>
                    <dt>İade</dt>
                    <dd className="font-semibold text-gray-900">{amountText(refund)}</dd>
                  </div>
                  <div>
                    <dt>İade yeri</dt>
                    <dd className="font-medium text-gray-900">{destinationText(refund)}</dd>
                  </div>
                  <div>
                    <dt>Tarih</dt>
                    <dd className="font-medium text-gray-900">
                      {formatDateTime(refund.refunded_at ?? refund.decided_at ?? refund.created_at)}
                    </dd>
                  </div>
                </dl>
                <p className="text-xs text-gray-700">{refund.summary}</p>
                {refund.status === 'rejected' && refund.decision_reason !== null && (
                  <p className="text-xs text-red-700">Gerekçe: {refund.decision_reason}</p>
                )}
              </li>
            ))}
          </ul>
          {refunds.data.meta.last_page > 1 && (
            <PageButtons
              className="mt-4"
              currentPage={refunds.data.meta.page}
              lastPage={refunds.data.meta.last_page}
              total={refunds.data.meta.total}
              onChange={setPage}
              label="İade sayfaları"
            />
          )}
        </>
      )}
    </Card>
  );
}
