import { liraToKurus } from '@salonya/domain/format/money';
import { formatDateTime } from '@salonya/domain/format/date';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import {
  ADJUST_FAILED,
  ADMIN_WALLET_LOAD_FAILED,
  useAdjustWallet,
  useAdminWallet,
  type AdminWallet,
  type WalletLookup,
} from '../api/admin-wallet';

/** '-120,50' → -12050 kuruş; NaN for text that is not an amount. */
function parseSignedLira(text: string): number {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d{1,2})?$/.test(normalised) ? liraToKurus(Number(normalised)) : Number.NaN;
}

/** Admin section #wallet: look up a customer's wallet, see its history, adjust it with a reason (audited). */
export function AdminWalletPage() {
  const [query, setQuery] = useState('');
  const [lookup, setLookup] = useState<WalletLookup | null>(null);
  const wallet = useAdminWallet(lookup);

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Cüzdanlar
        </h1>
        <p className="text-sm text-gray-600">
          Bir müşterinin cüzdanını e-posta adresi ya da kullanıcı numarasıyla bulun; gerekçesiyle düzeltin.
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim() !== '') setLookup({ query, page: 1 });
        }}
      >
        <TextField
          id="wallet-lookup"
          label="E-posta veya kullanıcı no"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          containerClassName="min-w-64 flex-1"
        />
        <Button type="submit">Cüzdanı Bul</Button>
      </form>
      {wallet.isFetching && !wallet.data && <Spinner label="Cüzdan yükleniyor" />}
      {wallet.isError && (
        <ErrorState
          title="Cüzdan bulunamadı"
          message={failureMessage(wallet.error, ADMIN_WALLET_LOAD_FAILED)}
          onRetry={() => void wallet.refetch()}
          isRetrying={wallet.isFetching}
        />
      )}
      {wallet.data && <WalletDetail wallet={wallet.data} />}
    </section>
  );
}

function WalletDetail({ wallet }: { wallet: AdminWallet }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [key, setKey] = useState(() => newIdempotencyKey());
  const adjust = useAdjustWallet();
  const rows = wallet.transactions.transactions;

  const submit = () => {
    setErrors({});
    setMessage(null);
    adjust.mutate(
      {
        body: { user_id: wallet.user.id, amount_kurus: parseSignedLira(amount), reason },
        idempotencyKey: key,
      },
      {
        onSuccess: (response) => {
          setKey(newIdempotencyKey());
          setAmount('');
          setReason('');
          setMessage({ kind: 'success', text: response.message });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status !== 0) setKey(newIdempotencyKey());
          if (error instanceof ApiError) setErrors(error.errors);
          setMessage({ kind: 'error', text: failureMessage(error, ADJUST_FAILED) });
        },
      },
    );
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="p-5">
        <CardHeader title={wallet.user.name} description={wallet.user.email} />
        <p className="mt-3 text-sm text-gray-600">Bakiye</p>
        <p className="text-3xl font-bold text-gray-900" data-testid="admin-wallet-balance">
          {formatTRY(wallet.balance_kurus)}
        </p>
        <form
          className="mt-5 space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 className="text-base font-semibold text-gray-900">Bakiye düzeltmesi</h2>
          <TextField
            id="adjust-amount"
            label="Tutar (₺; düşmek için eksi)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount_kurus?.[0]}
          />
          <TextareaField
            id="adjust-reason"
            label="Gerekçe"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason?.[0]}
          />
          {message && (
            <Alert variant={message.kind === 'success' ? 'success' : 'error'}>{message.text}</Alert>
          )}
          <Button type="submit" isLoading={adjust.isPending}>
            Düzeltmeyi Kaydet
          </Button>
        </form>
      </Card>
      <Card className="p-5">
        <CardHeader title="Hareketler" description={`${wallet.transactions.meta.total} hareket`} />
        {rows.length === 0 ? (
          <EmptyState title="Henüz bir hareket yok" />
        ) : (
          <ul className="mt-3 divide-y divide-gray-100">
            {rows.map((tx) => (
              <li key={tx.id} className="flex justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="block font-medium text-gray-900">{tx.description}</span>
                  <span className="block text-xs text-gray-600">{formatDateTime(tx.created_at)}</span>
                </span>
                <span className="text-right font-semibold">{formatTRY(tx.amount_kurus)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
