import { formatPercent as formatSharedPercent } from '@salonya/domain/format/number';
import type { ReactNode } from 'react';

/** One figure with its label ('Bugünkü randevu 12'). */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900">{value}</dd>
      {hint !== undefined && <dd className="mt-1 text-xs text-gray-600">{hint}</dd>}
    </div>
  );
}

/** '%11,5', or '—' when nothing was available. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '—';
  return formatSharedPercent(percent);
}
