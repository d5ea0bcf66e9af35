import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatKurus, formatNumber } from '@/lib/format';
import type { OwnerReports } from '@salonya/contracts/owner-reports';
import { REPORT_GROUPING_LABELS, REPORT_GROUPINGS } from '@salonya/domain/reports/period';
import { cn } from '@/lib/cn';
import { REPORTS_FAILED, useOwnerReports } from '../api/get-owner-reports';
import { downloadCsv, reportCsv, type ReportKind } from '../utils/csv';
import { formatDay } from '../utils/format';
import { RANGE_PARAM, readGrouping, readRange, writeRange } from '../utils/range';
import { PeriodPicker } from './period-picker';
import { SalonScope } from './salon-scope';
import { Stat } from './stat';

// Recharts is loaded with the first chart only (its own chunk).
const ReportChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ReportChart })));

/** /salon/raporlar: revenue, appointments, services and customers by period, as charts and CSV (issue 16 scope 6). */
export function ReportsPage() {
  return (
    <section aria-labelledby="reports-title" className="space-y-5">
      <div>
        <h1 id="reports-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Raporlar
        </h1>
        <p className="text-sm text-gray-600">
          Gelir, randevu, hizmet ve müşteri raporları. Her raporu Excel için CSV olarak indirebilirsiniz.
        </p>
      </div>
      <SalonScope>{(salon) => <ReportsBody salonId={salon.id} />}</SalonScope>
    </section>
  );
}

function ReportsBody({ salonId }: { salonId: number }) {
  const [params, setParams] = useSearchParams();
  const { range, errors } = readRange(params);
  const grouping = readGrouping(params);
  const query = useOwnerReports(salonId, range, grouping);

  return (
    <div className="space-y-5">
      <PeriodPicker
        range={range}
        initialErrors={errors}
        onChange={(next) => setParams(writeRange(params, next), { replace: true })}
      />
      <div role="group" aria-label="Gruplama" className="flex flex-wrap gap-2">
        {REPORT_GROUPINGS.map((g) => (
          <button
            key={g}
            type="button"
            aria-pressed={grouping === g}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set(RANGE_PARAM.group, g);
              setParams(next, { replace: true });
            }}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium',
              grouping === g ? 'bg-gray-900 text-white' : 'border border-gray-300 bg-white text-gray-800',
            )}
          >
            {REPORT_GROUPING_LABELS[g]}
          </button>
        ))}
      </div>
      {query.isPending && <LoadingState label="Raporlar yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={REPORTS_FAILED}
          message={failureMessage(query.error, REPORTS_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined && <Reports report={query.data} busy={query.isFetching} />}
    </div>
  );
}

function Reports({ report, busy }: { report: OwnerReports; busy: boolean }) {
  const t = report.totals;
  const period = `${formatDay(report.range.from)} – ${formatDay(report.range.to)}`;
  if (t.appointments === 0)
    return (
      <EmptyState
        title="Bu dönemde randevu yok"
        description={`${period} arasında salonunuzda randevu bulunmuyor. Başka bir dönem seçebilirsiniz.`}
      />
    );
  return (
    <div className="space-y-6" aria-busy={busy || undefined}>
      <p className="text-sm text-gray-600">{period}</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Gelir" value={formatKurus(t.revenue_kurus)} hint="Tamamlanan randevulardan" />
        <Stat
          label="Randevu"
          value={formatNumber(t.appointments)}
          hint={`${formatNumber(t.completed)} tamamlandı`}
        />
        <Stat label="İptal / gelmedi" value={`${formatNumber(t.cancelled)} / ${formatNumber(t.no_show)}`} />
        <Stat
          label="Müşteri"
          value={formatNumber(t.new_customers + t.returning_customers)}
          hint={`${formatNumber(t.new_customers)} yeni · ${formatNumber(t.returning_customers)} geri gelen`}
        />
      </dl>
      <ReportSection
        kind="revenue"
        title="Gelir"
        report={report}
        chartLabel={`Gelir grafiği, ${report.series.length} dönem, toplam ${formatKurus(t.revenue_kurus)}`}
        table={
          <DataTable
            caption="Gelir tablosu"
            headers={['Dönem', 'Gelir', 'Tamamlanan']}
            rows={report.series.map((r) => [
              r.label,
              formatKurus(r.revenue_kurus),
              formatNumber(r.completed),
            ])}
          />
        }
      />
      <ReportSection
        kind="appointments"
        title="Randevular"
        report={report}
        chartLabel={`Randevu grafiği, ${report.series.length} dönem, toplam ${formatNumber(t.appointments)} randevu`}
        table={
          <DataTable
            caption="Randevu tablosu"
            headers={['Dönem', 'Toplam', 'Tamamlanan', 'İptal', 'Gelmedi']}
            rows={report.series.map((r) => [
              r.label,
              formatNumber(r.appointments),
              formatNumber(r.completed),
              formatNumber(r.cancelled),
              formatNumber(r.no_show),
            ])}
          />
        }
      />
      <ReportSection
        kind="services"
        title="En çok tercih edilen hizmetler"
        report={report}
        chartLabel={`Hizmet grafiği, en çok tercih edilen ${report.services.length} hizmet`}
        table={
          <DataTable
            caption="Hizmet tablosu"
            headers={['Hizmet', 'Randevu sayısı', 'Gelir']}
            rows={report.services.map((s) => [s.name, formatNumber(s.count), formatKurus(s.revenue_kurus)])}
          />
        }
      />
      <ReportSection
        kind="customers"
        title="Yeni ve geri gelen müşteriler"
        report={report}
        chartLabel={`Müşteri grafiği, ${formatNumber(t.new_customers)} yeni, ${formatNumber(t.returning_customers)} geri gelen müşteri`}
        table={
          <DataTable
            caption="Müşteri tablosu"
            headers={['Dönem', 'Yeni', 'Geri gelen']}
            rows={report.series.map((r) => [
              r.label,
              formatNumber(r.new_customers),
              formatNumber(r.returning_customers),
            ])}
          />
        }
      />
    </div>
  );
}

function ReportSection({
  kind,
  title,
  report,
  chartLabel,
  table,
}: {
  kind: ReportKind;
  title: string;
  report: OwnerReports;
  chartLabel: string;
  table: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <CardHeader
        title={title}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadCsv(reportCsv(kind, report))}
            aria-label={`${title} CSV indir`}
          >
            <Download aria-hidden="true" className="size-4" />
            CSV indir
          </Button>
        }
      />
      <div role="img" aria-label={chartLabel}>
        <Suspense fallback={<Spinner label="Grafik yükleniyor…" className="mx-auto my-10" />}>
          <ReportChart kind={kind} report={report} />
        </Suspense>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Tabloyu göster</summary>
        <div className="mt-3">{table}</div>
      </details>
    </Card>
  );
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-gray-200"
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-gray-700">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                    {c}
                  </th>
                ) : (
                  <td key={j} className="px-3 py-2 text-gray-800">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
