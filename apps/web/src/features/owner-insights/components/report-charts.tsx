import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OwnerReports } from '@salonya/contracts/owner-reports';
import { formatKurus, formatNumber } from '@/lib/format';

/**
 * The Recharts charts of /salon/raporlar (DESIGN §3), in their own chunk: the reports screen loads it lazily, so
 * no public page and no other owner screen carries the library. Each chart is an image for assistive technology
 * (its label says what it shows); the table next to it carries the figures.
 */

const COLORS = {
  brand: 'var(--color-brand-600)',
  green: '#059669',
  amber: '#d97706',
  red: '#dc2626',
  sky: '#0284c7',
  gray: '#9ca3af',
} as const;

export type ChartKind = 'revenue' | 'appointments' | 'services' | 'customers';

const tickStyle = { fontSize: 12 };

export function ReportChart({ kind, report }: { kind: ChartKind; report: OwnerReports }) {
  const series = report.series.map((r) => ({
    ...r,
    revenue_lira: r.revenue_kurus / 100,
    open: Math.max(0, r.appointments - r.completed - r.cancelled - r.no_show),
  }));
  return (
    <div className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'revenue' ? (
          <BarChart data={series} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={tickStyle} />
            <YAxis tick={tickStyle} width={72} tickFormatter={(v: number) => formatNumber(v)} />
            <Tooltip formatter={(v) => formatKurus(Number(v) * 100)} />
            <Bar dataKey="revenue_lira" name="Gelir" fill={COLORS.brand} radius={[4, 4, 0, 0]} />
          </BarChart>
        ) : kind === 'appointments' ? (
          <BarChart data={series} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={tickStyle} />
            <YAxis tick={tickStyle} allowDecimals={false} width={40} />
            <Tooltip />
            <Legend />
            <Bar dataKey="completed" name="Tamamlanan" stackId="a" fill={COLORS.green} />
            <Bar dataKey="open" name="Bekleyen/Onaylı" stackId="a" fill={COLORS.sky} />
            <Bar dataKey="cancelled" name="İptal" stackId="a" fill={COLORS.gray} />
            <Bar dataKey="no_show" name="Gelmedi" stackId="a" fill={COLORS.red} />
          </BarChart>
        ) : kind === 'services' ? (
          <BarChart data={report.services} layout="vertical" margin={{ left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={tickStyle} allowDecimals={false} />
            <YAxis type="category" dataKey="name" tick={tickStyle} width={110} />
            <Tooltip />
            <Bar dataKey="count" name="Randevu sayısı" fill={COLORS.brand} radius={[0, 4, 4, 0]} />
          </BarChart>
        ) : (
          <BarChart data={series} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={tickStyle} />
            <YAxis tick={tickStyle} allowDecimals={false} width={40} />
            <Tooltip />
            <Legend />
            <Bar dataKey="new_customers" name="Yeni" stackId="c" fill={COLORS.brand} />
            <Bar dataKey="returning_customers" name="Geri gelen" stackId="c" fill={COLORS.amber} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
