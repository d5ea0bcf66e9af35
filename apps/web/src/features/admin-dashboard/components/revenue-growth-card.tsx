import { formatNumber } from '@salonya/domain/format/number';
import type { DashboardData, DashboardTimeRange } from '@salonya/contracts/admin';
import { Card, CardHeader } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { TimeRangeSelector } from './time-range-selector';

/**
 * SPEC §2.8 revenue growth: one bar per month (plain CSS bars, each with its amount for screen readers) and
 * period buttons choosing the range the bars cover.
 */
export function RevenueGrowthCard({
  growth,
  period,
  onPeriodChange,
  isUpdating,
}: {
  growth: DashboardData['growth']['revenue_growth'];
  period: DashboardTimeRange;
  onPeriodChange: (period: DashboardTimeRange) => void;
  isUpdating: boolean;
}) {
  const max = Math.max(0, ...growth.map((g) => g.amount));
  const total = growth.reduce((sum, g) => sum + g.amount, 0);
  return (
    <Card className="p-5" aria-busy={isUpdating || undefined}>
      <CardHeader
        title="Gelir Büyümesi"
        description={`Aylara göre tamamlanan randevu geliri · toplam ${formatCurrency(total)}`}
        actions={
          <TimeRangeSelector value={period} onChange={onPeriodChange} label="Grafik dönemi" size="sm" />
        }
      />
      {total === 0 ? (
        <p className="py-10 text-center text-sm text-gray-600">Bu dönemde tamamlanan randevu geliri yok.</p>
      ) : (
        <ul
          aria-label="Aylık gelir"
          className="flex h-56 items-end gap-2 overflow-x-auto border-b border-gray-200 pt-6 sm:gap-3"
        >
          {growth.map((g) => {
            const height = max === 0 ? 0 : Math.max(2, Math.round((g.amount / max) * 100));
            return (
              <li
                key={g.month}
                className="flex h-full min-w-10 flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="text-[11px] text-gray-600 tabular-nums" aria-hidden="true">
                  {g.amount >= 1000 ? `${formatNumber(g.amount / 1000, 1)}B` : formatCurrency(g.amount)}
                </span>
                <span
                  aria-hidden="true"
                  className="w-full max-w-12 rounded-t-md bg-gradient-to-t from-brand-600 to-brand-400"
                  style={{ height: `${height}%` }}
                />
                <span className="sr-only">
                  {g.label}: {formatCurrency(g.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {total > 0 && (
        <div aria-hidden="true" className="mt-2 flex gap-2 overflow-hidden sm:gap-3">
          {growth.map((g) => (
            <span key={g.month} className="min-w-10 flex-1 truncate text-center text-xs text-gray-500">
              {g.label}
            </span>
          ))}
        </div>
      )}
    </Card>
  );
}
