import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_DASHBOARD_TIME_RANGE, type DashboardTimeRange } from '@salonya/contracts/admin';
import { appointmentStatusSummary } from '@salonya/domain/admin/appointment-status-estimate';
import { DASHBOARD_TIME_RANGE_LABELS } from '@salonya/domain/constants';
import { DASHBOARD_ERROR_TITLE, DASHBOARD_LOAD_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatTime } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { useExtraStats } from '../hooks/use-extra-stats';
import { AppointmentStatusCard } from './appointment-status-card';
import { ExtraStats } from './extra-stats';
import { MetricCards } from './metric-cards';
import { PendingApprovalsCard } from './pending-approvals-card';
import { QuickActionsCard } from './quick-actions-card';
import { RecentActivitiesCard } from './recent-activities-card';
import { RevenueGrowthCard } from './revenue-growth-card';
import { TimeRangeSelector } from './time-range-selector';
import { TopSalonsCard } from './top-salons-card';

export const DASHBOARD_LOADING = 'Dashboard yükleniyor…';

/** SPEC §2.8 admin dashboard: loading, loaded, or the error card with 'Tekrar Dene'. */
export function AdminDashboard() {
  const [timeRange, setTimeRange] = useState<DashboardTimeRange>(DEFAULT_DASHBOARD_TIME_RANGE);
  const [chartPeriod, setChartPeriod] = useState<DashboardTimeRange | null>(null);
  const dashboard = useDashboard(timeRange);
  const chartRange = chartPeriod ?? timeRange;
  const chart = useDashboard(chartRange);
  const data = dashboard.data;
  const extra = useExtraStats(data !== undefined, timeRange);

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Genel Bakış</h1>
        <p className="text-sm text-gray-600">
          {DASHBOARD_TIME_RANGE_LABELS[timeRange]}
          {dashboard.dataUpdatedAt > 0 && <> · Güncellendi {formatTime(dashboard.dataUpdatedAt)}</>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TimeRangeSelector
          value={timeRange}
          onChange={(range) => {
            setTimeRange(range);
            setChartPeriod(null);
          }}
        />
        <Button
          variant="outline"
          onClick={() => void dashboard.refetch()}
          isLoading={dashboard.isFetching && data !== undefined}
          aria-label="Yenile"
        >
          {!(dashboard.isFetching && data !== undefined) && (
            <RotateCw aria-hidden="true" className="size-4" />
          )}
          <span className="hidden sm:inline">Yenile</span>
        </Button>
      </div>
    </div>
  );

  if (dashboard.isError && data === undefined) {
    return (
      <div className="space-y-6">
        {header}
        <ErrorState
          className="mx-auto max-w-xl"
          title={DASHBOARD_ERROR_TITLE}
          message={failureMessage(dashboard.error, DASHBOARD_LOAD_FAILED)}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      </div>
    );
  }

  if (data === undefined) {
    return (
      <div className="space-y-6">
        {header}
        <LoadingState label={DASHBOARD_LOADING} className="min-h-64" />
      </div>
    );
  }

  const summary = appointmentStatusSummary(
    data.appointment_stats,
    data.overview.total_appointments,
    data.pending_approvals.total,
  );

  return (
    <div className="space-y-6" aria-busy={dashboard.isFetching || undefined}>
      {header}
      {dashboard.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {failureMessage(dashboard.error, DASHBOARD_LOAD_FAILED)}
        </p>
      )}
      <MetricCards overview={data.overview} />
      <ExtraStats wallet={extra.wallet} users={extra.users} payments={extra.payments} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RevenueGrowthCard
            growth={(chart.data ?? data).growth.revenue_growth}
            period={chartRange}
            onPeriodChange={setChartPeriod}
            isUpdating={chart.isFetching}
          />
        </div>
        <AppointmentStatusCard summary={summary} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TopSalonsCard salons={data.top_salons} />
        </div>
        <PendingApprovalsCard pending={data.pending_approvals} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivitiesCard activities={data.recent_activities} />
        </div>
        <QuickActionsCard />
      </div>
    </div>
  );
}
