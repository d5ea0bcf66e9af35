import type { PaymentStatistics, UserStats, WalletStats } from '@salonya/contracts/admin';
import { formatCurrency, formatNumber } from '@/lib/format';

interface Figure {
  label: string;
  value: string;
}

/** The extra wallet, user and payment figures, once (and if) they have loaded. */
export function ExtraStats({
  wallet,
  users,
  payments,
}: {
  wallet: WalletStats | undefined;
  users: UserStats | undefined;
  payments: PaymentStatistics | undefined;
}) {
  const figures: Figure[] = [];
  if (payments !== undefined) {
    figures.push(
      { label: 'Tahsil edilen', value: formatCurrency(payments.paid_amount) },
      { label: 'İşlem sayısı', value: formatNumber(payments.transactions) },
    );
  }
  if (wallet !== undefined) {
    figures.push(
      { label: 'Ödenecek salon bakiyesi', value: formatCurrency(wallet.payable_balance) },
      { label: 'Bekleyen ödeme talebi', value: formatNumber(wallet.pending_withdrawals) },
    );
  }
  if (users !== undefined) {
    figures.push(
      { label: 'Son 30 günde yeni üye', value: formatNumber(users.new_last_30_days) },
      { label: 'Aktif kullanıcı', value: formatNumber(users.active) },
    );
  }
  if (figures.length === 0) return null;
  return (
    <section
      aria-label="Ek istatistikler"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-gray-500">{f.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-gray-900 tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
