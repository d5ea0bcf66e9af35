import { formatSignedPercent } from '@salonya/domain/format/number';
import { CalendarCheck, Store, TrendingDown, TrendingUp, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardData } from '@salonya/contracts/admin';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format';

function MetricCard({
  title,
  value,
  icon,
  tone,
  footer,
}: {
  title: string;
  value: string;
  icon: ReactNode;
  tone: string;
  footer?: ReactNode;
}) {
  return (
    <div className="@container min-w-0 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-gray-600">{title}</h2>
          {/* A figure is never cut ('₺9.093.55…'): its size follows the card's width, and it wraps as a last resort. */}
          <p className="mt-1 text-[clamp(1.125rem,9cqi,1.5rem)] font-bold tracking-tight [overflow-wrap:anywhere] text-gray-900 tabular-nums">
            {value}
          </p>
        </div>
        <span aria-hidden="true" className={cn('rounded-lg p-2.5', tone)}>
          {icon}
        </span>
      </div>
      {footer !== undefined && <div className="mt-3 text-sm">{footer}</div>}
    </div>
  );
}

function GrowthRate({ rate }: { rate: number | null }) {
  if (rate === null) return <p className="text-gray-500">Önceki dönemde gelir yok</p>;
  const up = rate >= 0;
  const Arrow = up ? TrendingUp : TrendingDown;
  return (
    <p className={cn('flex items-center gap-1 font-medium', up ? 'text-emerald-700' : 'text-red-700')}>
      <Arrow aria-hidden="true" className="size-4" />
      {formatSignedPercent(rate)}
      <span className="font-normal text-gray-500">önceki döneme göre</span>
    </p>
  );
}

/** The four metric cards of SPEC §2.8: total revenue (with its change), active salons, users, appointments. */
export function MetricCards({ overview }: { overview: DashboardData['overview'] }) {
  return (
    <section aria-label="Temel göstergeler" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        title="Toplam Gelir"
        value={formatCurrency(overview.total_revenue)}
        icon={<Wallet className="size-5" />}
        tone="bg-emerald-50 text-emerald-700"
        footer={<GrowthRate rate={overview.growth_rate} />}
      />
      <MetricCard
        title="Aktif Salonlar"
        value={formatNumber(overview.active_salons)}
        icon={<Store className="size-5" />}
        tone="bg-brand-50 text-brand-700"
        footer={
          <p className="text-gray-500">
            {formatNumber(overview.total_salons)} salon · {formatNumber(overview.pending_salons)} onay
            bekliyor
          </p>
        }
      />
      <MetricCard
        title="Toplam Kullanıcı"
        value={formatNumber(overview.total_users)}
        icon={<Users className="size-5" />}
        tone="bg-sky-50 text-sky-700"
      />
      <MetricCard
        title="Toplam Randevu"
        value={formatNumber(overview.total_appointments)}
        icon={<CalendarCheck className="size-5" />}
        tone="bg-violet-50 text-violet-700"
        footer={<p className="text-gray-500">Seçili dönemde</p>}
      />
    </section>
  );
}
