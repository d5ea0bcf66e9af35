import type { journalKindValues } from '@salonya/domain/money/ledger';
import { formatDateTime } from '@salonya/domain/format/date';
import { liraToKurus } from '@salonya/domain/format/money';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CardFields, cardBody, emptyCard, type CardDraft } from '@/components/ui/card-fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { WALLET_LOAD_FAILED, useWalletSummary } from '@/hooks/use-wallet-summary';
import {
  HISTORY_LOAD_FAILED,
  useWalletTransactions,
  type WalletHistoryFilters,
} from '../api/get-wallet-transactions';
import { TOP_UP_FAILED, useTopUpWallet } from '../api/top-up-wallet';
import { RefundsCard } from './refunds-card';

const TYPE_LABELS: Record<(typeof journalKindValues)[number], string> = {
  wallet_top_up: 'Bakiye yükleme',
  booking_payment: 'Randevu ödemesi',
  payment_hold: 'Ödeme için ayrılan tutar',
  payment_hold_release: 'Ayrılan tutarın iadesi',
  revenue_recognition: 'Gelir kaydı',
  manual_adjustment: 'Yönetici düzeltmesi',
  refund: 'İade',
  card_refund: 'Karta iade',
  coupon_funding: 'Kupon',
  wallet_bonus: 'Bonus',
  opening_balance: 'Açılış bakiyesi',
};
/** The kinds a customer's wallet can show. */
const WALLET_TYPES = [
  'wallet_top_up',
  'booking_payment',
  'payment_hold',
  'payment_hold_release',
  'refund',
  'manual_adjustment',
  'wallet_bonus',
] as const;
const TOP_UP_PRESETS = [10_000, 25_000, 50_000, 100_000];

/** '120,50' → 12050 kuruş; NaN for text that is not an amount. */
function parseLira(text: string): number {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? liraToKurus(Number(normalised)) : Number.NaN;
}

/**
 * /musteri/cuzdan (SPEC §2.4): balance, top-up by card (3-D Secure), the refunds of cancelled paid appointments and
 * the history with filters and pages.
 */
export function WalletPage() {
  const wallet = useWalletSummary();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900">Cüzdanım</h1>
      {wallet.isPending && <Spinner label="Cüzdan yükleniyor" />}
      {wallet.isError && (
        <ErrorState
          title="Cüzdan yüklenemedi"
          message={failureMessage(wallet.error, WALLET_LOAD_FAILED)}
          onRetry={() => void wallet.refetch()}
          isRetrying={wallet.isFetching}
        />
      )}
      {wallet.data && (
        <>
          <Card className="p-5">
            <p className="text-sm text-gray-600">Kullanılabilir bakiye</p>
            <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="wallet-balance">
              {formatTRY(wallet.data.balance_kurus)}
            </p>
            <p className="mt-2 text-sm text-gray-600">
              Cüzdan bakiyenizi randevu öderken tek başına ya da kartınızla birlikte kullanabilirsiniz.
            </p>
          </Card>
          <TopUpForm
            minKurus={wallet.data.top_up_min_kurus}
            maxKurus={wallet.data.top_up_max_kurus}
            bonusRules={wallet.data.bonus_rules ?? []}
            testCards={wallet.data.test_cards}
          />
        </>
      )}
      <RefundsCard />
      <History />
    </div>
  );
}

function TopUpForm({
  minKurus,
  maxKurus,
  bonusRules,
  testCards,
}: {
  minKurus: number;
  maxKurus: number;
  bonusRules: readonly { min_top_up_kurus: number; bonus_kurus: number }[];
  testCards: readonly { number: string; label: string }[];
}) {
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [key, setKey] = useState<string>(() => newIdempotencyKey());
  const topUp = useTopUpWallet();

  const submit = () => {
    setErrors({});
    setMessage(null);
    topUp.mutate(
      { body: { amount_kurus: parseLira(amount), card: cardBody(card) }, idempotencyKey: key },
      {
        onSuccess: (response) => {
          setKey(newIdempotencyKey());
          if (response.data.status === 'requires_action' && response.data.redirect_url) {
            window.location.assign(response.data.redirect_url);
            return;
          }
          setMessage({ kind: 'success', text: response.message });
          setAmount('');
          setCard(emptyCard);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status !== 0) setKey(newIdempotencyKey());
          if (error instanceof ApiError) setErrors(error.errors);
          setMessage({ kind: 'error', text: failureMessage(error, TOP_UP_FAILED) });
        },
      },
    );
  };

  return (
    <Card className="p-5">
      <CardHeader
        title="Bakiye Yükle"
        description={`Kartınızla ${formatTRY(minKurus)} ile ${formatTRY(maxKurus)} arasında yükleme yapabilirsiniz.`}
      />
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {bonusRules.length > 0 && (
          <ul
            className="space-y-1 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
            aria-label="Yükleme bonusları"
          >
            {bonusRules.map((r) => (
              <li key={r.min_top_up_kurus}>
                {formatTRY(r.min_top_up_kurus)} ve üzeri yüklemeye {formatTRY(r.bonus_kurus)} bonus
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2" role="group" aria-label="Hazır tutarlar">
          {TOP_UP_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setAmount(String(preset / 100))}
            >
              {formatTRY(preset)}
            </Button>
          ))}
        </div>
        <TextField
          id="top-up-amount"
          label="Yüklenecek tutar (₺)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount_kurus?.[0]}
        />
        <CardFields
          idPrefix="top-up-card"
          value={card}
          onChange={setCard}
          errors={errors}
          testCards={testCards}
        />
        {message && <Alert variant={message.kind === 'success' ? 'success' : 'error'}>{message.text}</Alert>}
        <Button type="submit" isLoading={topUp.isPending}>
          Yükle
        </Button>
      </form>
    </Card>
  );
}

function History() {
  const [params, setParams] = useSearchParams();
  const filters: WalletHistoryFilters = {
    page: Math.max(1, Number(params.get('sayfa') ?? '1') || 1),
    type: WALLET_TYPES.find((t) => t === params.get('tur')) ?? '',
    direction: params.get('yon') === 'in' ? 'in' : params.get('yon') === 'out' ? 'out' : '',
  };
  const history = useWalletTransactions(filters);
  const setFilter = (name: 'tur' | 'yon', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('sayfa');
      return next;
    });
  const hrefOf = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('sayfa', String(page));
    return `?${next.toString()}`;
  };

  return (
    <Card className="p-5">
      <CardHeader title="Hesap Hareketleri" />
      <div className="mt-4 flex flex-wrap gap-3">
        <FilterSelect
          label="İşlem türü"
          allLabel="Tüm işlemler"
          options={WALLET_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={filters.type}
          onChange={(e) => setFilter('tur', e.target.value)}
        />
        <FilterSelect
          label="Yön"
          allLabel="Giriş ve çıkış"
          options={[
            { value: 'in', label: 'Giriş' },
            { value: 'out', label: 'Çıkış' },
          ]}
          value={filters.direction}
          onChange={(e) => setFilter('yon', e.target.value)}
        />
      </div>
      {history.isPending && <Spinner className="mt-4" label="Hareketler yükleniyor" />}
      {history.isError && (
        <ErrorState
          className="mt-4"
          title="Hareketler yüklenemedi"
          message={failureMessage(history.error, HISTORY_LOAD_FAILED)}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      )}
      {history.data && history.data.transactions.length === 0 && (
        <EmptyState
          title="Henüz bir hareket yok"
          description="Yüklemeleriniz, ödemeleriniz ve iadeleriniz burada görünür."
        />
      )}
      {history.data && history.data.transactions.length > 0 && (
        <>
          <ul className="mt-4 divide-y divide-gray-100" data-testid="wallet-history">
            {history.data.transactions.map((tx) => (
              <li key={tx.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <span>
                  <span className="block font-medium text-gray-900">{tx.description}</span>
                  <span className="block text-xs text-gray-600">{formatDateTime(tx.created_at)}</span>
                </span>
                <span className="text-right">
                  <span
                    className={
                      tx.amount_kurus > 0
                        ? 'block font-semibold text-green-700'
                        : 'block font-semibold text-gray-900'
                    }
                  >
                    {tx.amount_kurus > 0 ? '+' : ''}
                    {formatTRY(tx.amount_kurus)}
                  </span>
                  <span className="block text-xs text-gray-600">
                    Bakiye {formatTRY(tx.balance_after_kurus)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            currentPage={history.data.meta.page}
            lastPage={history.data.meta.last_page}
            getHref={hrefOf}
            label="Hareket sayfaları"
          />
        </>
      )}
    </Card>
  );
}
