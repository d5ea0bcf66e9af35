import type { DashboardTimeRange } from '@salonya/contracts/admin';
import { DASHBOARD_TIME_RANGES, DASHBOARD_TIME_RANGE_LABELS } from '@salonya/domain/constants';
import { cn } from '@/lib/cn';

const SHORT_LABELS: Readonly<Record<DashboardTimeRange, string>> = {
  '7d': '7 gün',
  '30d': '30 gün',
  '90d': '3 ay',
  '1y': '1 yıl',
};

/** A segmented control of the dashboard ranges (7d, 30d, 90d, 1y). */
export function TimeRangeSelector({
  value,
  onChange,
  label = 'Zaman aralığı',
  size = 'md',
}: {
  value: DashboardTimeRange;
  onChange: (range: DashboardTimeRange) => void;
  label?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-gray-200 bg-white p-0.5"
    >
      {DASHBOARD_TIME_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          title={DASHBOARD_TIME_RANGE_LABELS[range]}
          onClick={() => onChange(range)}
          className={cn(
            'rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            size === 'sm' ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm',
            range === value ? 'bg-brand-600 text-white shadow-sm' : 'text-gray-600 hover:bg-gray-100',
          )}
        >
          {SHORT_LABELS[range]}
        </button>
      ))}
    </div>
  );
}
