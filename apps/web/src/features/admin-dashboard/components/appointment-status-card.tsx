import { formatPercent } from '@salonya/domain/format/number';
import type { AppointmentStatusSummary } from '@salonya/domain/admin/appointment-status-estimate';
import { Card, CardHeader } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const ROWS = [
  { key: 'completed', label: 'Tamamlanan', bar: 'bg-emerald-500' },
  { key: 'pending', label: 'Bekleyen', bar: 'bg-amber-400' },
  { key: 'cancelled', label: 'İptal Edilen', bar: 'bg-red-500' },
] as const;

/** SPEC §2.8 appointment status summary: completed, pending, cancelled (marked when it is the SPEC §9 estimate). */
export function AppointmentStatusCard({ summary }: { summary: AppointmentStatusSummary }) {
  const total = summary.completed + summary.pending + summary.cancelled;
  return (
    <Card className="p-5">
      <CardHeader
        title="Randevu Durumları"
        actions={summary.estimated ? <StatusBadge tone="amber">Tahmini</StatusBadge> : undefined}
      />
      <dl className="space-y-4">
        {ROWS.map((row) => {
          const value = summary[row.key];
          const percent = total === 0 ? 0 : Math.round((value / total) * 100);
          return (
            <div key={row.key} className="grid grid-cols-[1fr_auto] items-baseline gap-y-1.5 text-sm">
              <dt className="text-gray-700">{row.label}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums">
                {formatNumber(value)}{' '}
                <span className="font-normal text-gray-500">({formatPercent(percent)})</span>
              </dd>
              <dd aria-hidden="true" className="col-span-2 h-2 rounded-full bg-gray-100">
                <div className={cn('h-2 rounded-full', row.bar)} style={{ width: `${percent}%` }} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
